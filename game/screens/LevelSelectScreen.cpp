#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/Window/Clipboard.hpp>
#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/persist/ConfigDir.h"
#include "game/persist/SavedGames.h"
#include "game/render/Palette.h"
#include "game/screens/LevelCardList.h"
#include "game/screens/LevelEntries.h"
#include "game/screens/LevelWayLine.h"
#include "game/screens/MenuBackdrop.h"
#include "game/screens/PlayScreen.h"
#include "game/screens/Screens.h"
#include "game/screens/UserLevelActions.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/ui/NoticeText.h"
#include "game/ui/UiDraw.h"
#include "game/ui/UiPart.h"
#include "io/LevelJson.h"

namespace td {
namespace {

// The campaign and the player's own levels, each a scrolling list of cards:
// the map's picture, the level's name with a tag saying whether it is a
// maze or a road level, its size and waves, and the player's record; Play
// and, on a won level, Endless and its Challenges (C). Under the list a line says what the tag of
// the level in focus means. The difficulty chosen here holds for every level
// (kept in the progress file).
class LevelSelectScreen : public Screen {
 public:
  explicit LevelSelectScreen(GameContext& ctx) : ctx_(ctx), list_(ctx.res.font, 2), wayLine_(ctx.res.font) {
    reload();
    // Open on the first level not yet won, where the player left off.
    const auto& campaign = tabs_[0];
    for (size_t i = 0; i < campaign.size(); ++i) {
      if (campaign[i].open && !campaign[i].won) {
        focus_ = static_cast<int>(i);
        break;
      }
    }
  }

  void resize(sf::Vector2u size) override {
    size_ = size;
    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    const float listWidth = std::min(980.f, w - 32.f);
    const float left = (w - listWidth) * 0.5f;
    titleY_ = std::max(8.f, h * 0.035f);
    const float tabsTop = titleY_ + 48.f;
    const float tabWidth = std::min(170.f, listWidth * 0.24f);
    tabButtons_[0] = {{left, tabsTop, tabWidth, 34.f}, tr("Campaign"), ""};
    tabButtons_[1] = {{left + tabWidth + 8.f, tabsTop, tabWidth, 34.f}, tr("My levels"), ""};
    const float diffWidth = std::min(230.f, listWidth - 2.f * tabWidth - 24.f);
    difficulty_ = {{left + listWidth - diffWidth, tabsTop, diffWidth, 34.f}, "", ""};
    back_ = {{w * 0.5f - 90.f, h - 48.f, 180.f, 38.f}, tr("Back"), ""};
    const float listBottom = back_.rect.top - 12.f - LevelWayLine::kHeight - 6.f;
    list_.setArea({left, tabsTop + 44.f, listWidth, std::max(60.f, listBottom - (tabsTop + 44.f))});
    const sf::FloatRect& area = list_.area();
    wayLine_.setBox({left, area.top + area.height + 6.f, listWidth, LevelWayLine::kHeight});
    list_.scrollTo(entries().size(), focus_);
  }

  std::vector<UiPart> parts() const override {
    const sf::FloatRect title =
        centredTextBox(ctx_.res.font, tr("Choose a level"), 34, static_cast<float>(size_.x) * 0.5f, titleY_);
    std::vector<UiPart> p = {{"title", title},
                             {"Campaign", tabButtons_[0].rect},
                             {"My levels", tabButtons_[1].rect},
                             {"Difficulty", difficulty_.rect},
                             {"list", list_.area()},
                             {"details", wayLine_.box()},
                             {"Back", back_.rect}};
    wayLine_.addParts(focused(), p);
    list_.addParts(entries(), p);
    return p;
  }

  void handle(const sf::Event& event) override {
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::V && event.key.control) {
      if (tab_ == 1) paste(sf::Clipboard::getString().toUtf8());
    } else if (event.type == sf::Event::KeyPressed) {
      onKey(event.key.code);
    } else if (event.type == sf::Event::MouseWheelScrolled) {
      list_.scrollBy(entries().size(), -event.mouseWheelScroll.delta * list_.wheelStep());
    } else if (event.type == sf::Event::MouseMoved) {
      mouse_ = {static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)};
      if (const int row = list_.rowAt(entries(), mouse_); row >= 0) focus_ = row;
    } else if (event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left) {
      onClick({static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)});
    }
  }

  void update(float dt) override { time_ += dt; }

  void draw(sf::RenderTarget& target) override {
    drawMenuBackdrop(target, time_);
    const sf::Font& font = ctx_.res.font;
    const float cx = static_cast<float>(size_.x) * 0.5f;
    drawTextCentred(target, font, tr("Choose a level"), 34, colors::kText, cx, titleY_);
    for (int t = 0; t < 2; ++t) {
      Button b = tabButtons_[t];
      b.active = t == tab_;
      // TRANSLATORS: the tab of the player's own levels; {0} is how many there are.
      if (t == 1) b.label = textf(tr("My levels ({0})"), tabs_[1].size());
      if (t == 1 && tab_ == 1) {
        // TRANSLATORS: {0} is a key ("Ctrl+V"): it pastes a level's share code.
        b.detail = tabs_[1].empty() ? textf(tr("{0} paste a code"), "Ctrl+V")
                                    // TRANSLATORS: {0} and {1} are keys ("F2", "Del").
                                    : textf(tr("{0} edit, {1} delete"), "F2", "Del");
      }
      drawButton(target, font, b, false, 15);
    }
    Button d = difficulty_;
    // TRANSLATORS: {0} is the difficulty: Easy, Normal or Hard.
    d.label = textf(tr("Difficulty: {0}"), tr(difficultyDef(ctx_.progress.difficulty()).label.data()));
    // TRANSLATORS: {0} is a key ("D").
    d.detail = textf(tr("{0} to change"), "D");
    drawButton(target, font, d, d.rect.contains(mouse_), 15);
    drawPanel(target, list_.area(), {12, 14, 19, 200}, colors::kPanelLine);
    list_.draw(target, static_cast<size_t>(tab_), entries(), focus_, mouse_,
               [this](sf::RenderTarget& t) { drawNoLevels(t); });
    wayLine_.draw(target, focused());
    drawButton(target, font, back_, back_.rect.contains(mouse_));
    const std::string& notice = !error_.empty()                 ? error_
                                : !ctx_.progressProblem.empty() ? ctx_.progressProblem
                                                                : ctx_.replayProblem;
    if (!notice.empty()) {
      drawNoticeText(target, font, notice, colors::refuse(), cx, back_.rect.top - 58.f,
                     std::min(static_cast<float>(size_.x) - 40.f, 900.f));
    }
  }

 private:
  const std::vector<LevelEntry>& entries() const { return tabs_[tab_]; }
  const LevelEntry* focused() const {
    return focus_ >= 0 && static_cast<size_t>(focus_) < entries().size() ? &entries()[static_cast<size_t>(focus_)]
                                                                         : nullptr;
  }

  // What the tab of the player's own levels says while it has none.
  void drawNoLevels(sf::RenderTarget& target) const {
    const sf::Font& font = ctx_.res.font;
    const sf::FloatRect& area = list_.area();
    const float cx = area.left + area.width * 0.5f;
    const std::string dir = persist::userLevelsDir().string();
    drawTextCentred(target, font, tr("No levels of your own yet."), 18, colors::kText, cx, area.top + 24.f);
    // TRANSLATORS: {0} is a folder.
    drawTextCentred(target, font, textf(tr("The editor saves new levels in {0}"), dir), 13, colors::kTextDim, cx,
                    area.top + 54.f);
    // The editor's menu and its entry, in the words the editor's menu bar shows.
    const std::string menu = std::string(trc("menu", "File")) + " > " + tr("Copy share code");
    // TRANSLATORS: {0} is the editor's menu entry that copies it ("File > Copy share code"), {1} a key ("Ctrl+V").
    const std::string paste = textf(tr("A level's share code ({0} in the editor) pastes here: {1}"), menu, "Ctrl+V");
    drawTextCentred(target, font, paste, 13, colors::kTextDim, cx, area.top + 76.f);
  }

  void onClick(sf::Vector2f p) {
    mouse_ = p;
    if (back_.rect.contains(p)) {
      ctx_.uiSound(SoundId::Click);
      ctx_.stack.pop();
      return;
    }
    for (int t = 0; t < 2; ++t) {
      if (tabButtons_[t].rect.contains(p)) {
        setTab(t);
        return;
      }
    }
    if (difficulty_.rect.contains(p)) {
      cycleDifficulty();
      return;
    }
    const int row = list_.rowAt(entries(), p);
    if (row < 0) return;
    focus_ = row;
    const LevelEntry& e = entries()[static_cast<size_t>(row)];
    const LevelCardLayout card = list_.cardLayout(e, row);
    if (card.hasChallenges && card.challenges.rect.contains(list_.listPoint(p))) {
      openChallenges(row);
      return;
    }
    play(row, e.won && card.endless.rect.contains(list_.listPoint(p)));
  }

  // A pad: the shoulders switch the tabs, left and right the difficulty, west plays endless, the sell button opens
  // the challenges; the rest as keys.
  bool pad(PadCommand c) override {
    const auto key = c == PadCommand::PrevTower || c == PadCommand::NextTower ? sf::Keyboard::Tab
                     : c == PadCommand::Left || c == PadCommand::Right        ? sf::Keyboard::D
                     : c == PadCommand::Upgrade                               ? sf::Keyboard::E
                     : c == PadCommand::Sell                                  ? sf::Keyboard::C
                                                                              : sf::Keyboard::Unknown;
    if (key != sf::Keyboard::Unknown) onKey(key);
    return key != sf::Keyboard::Unknown;
  }

  void onKey(sf::Keyboard::Key key) {
    const int count = static_cast<int>(entries().size());
    const int page = list_.page();
    switch (key) {
      case sf::Keyboard::Escape:
      case sf::Keyboard::BackSpace:
        ctx_.stack.pop();
        return;
      case sf::Keyboard::Tab:
        setTab(1 - tab_);
        return;
      case sf::Keyboard::D:
        cycleDifficulty();
        return;
      case sf::Keyboard::Up:
      case sf::Keyboard::W:
        moveFocus(-1);
        return;
      case sf::Keyboard::Down:
      case sf::Keyboard::S:
        moveFocus(1);
        return;
      case sf::Keyboard::PageUp:
        moveFocus(-page);
        return;
      case sf::Keyboard::PageDown:
        moveFocus(page);
        return;
      case sf::Keyboard::Home:
        moveFocus(-count);
        return;
      case sf::Keyboard::End:
        moveFocus(count);
        return;
      case sf::Keyboard::Enter:
      case sf::Keyboard::Space:
        if (focus_ >= 0) play(focus_, false);
        return;
      case sf::Keyboard::E:
        if (focus_ >= 0) play(focus_, true);
        return;
      case sf::Keyboard::C:
        if (focus_ >= 0) openChallenges(focus_);
        return;
      case sf::Keyboard::F2:
        if (tab_ == 1 && focused() != nullptr) editUserLevel(ctx_, focused()->file);
        return;
      case sf::Keyboard::Delete:
        if (tab_ == 1 && focused() != nullptr) {
          askDeleteUserLevel(ctx_, *focused(), [this](const std::string& problem) {
            error_ = problem;
            reload();
            list_.forgetPictures(1);
            focus_ = std::min(focus_, static_cast<int>(entries().size()) - 1);
          });
        }
        return;
      default:
        return;
    }
  }

  // A share code from the clipboard, as a level of the player's own; the focus goes to it.
  void paste(const std::basic_string<sf::Uint8>& utf8) {
    const std::filesystem::path file =
        importShareCode(ctx_, std::string(utf8.begin(), utf8.end()), persist::userLevelsDir(), error_);
    if (file.empty()) {
      ctx_.uiSound(SoundId::Refused);
      return;
    }
    error_.clear();
    reload();
    list_.forgetPictures(1);
    for (size_t i = 0; i < entries().size(); ++i) {
      if (entries()[i].file == file) focus_ = static_cast<int>(i);
    }
    list_.scrollTo(entries().size(), focus_);
  }

  void moveFocus(int step) {
    const int count = static_cast<int>(entries().size());
    if (count == 0) return;
    focus_ = std::clamp(focus_ < 0 ? 0 : focus_ + step, 0, count - 1);
    list_.scrollTo(entries().size(), focus_);
  }

  void setTab(int tab) {
    if (tab == tab_) return;
    ctx_.uiSound(SoundId::Click);
    tab_ = tab;
    focus_ = entries().empty() ? -1 : 0;
    list_.resetScroll();
    error_.clear();
  }

  void cycleDifficulty() {
    ctx_.uiSound(SoundId::Click);
    const auto next = static_cast<size_t>(ctx_.progress.difficulty()) + 1;
    ctx_.progress.setDifficulty(kDifficulties[next % kDifficulties.size()].difficulty);
    if (ctx_.onProgressChanged) ctx_.onProgressChanged(ctx_.progress);
  }

  void play(int row, bool endless) {
    const LevelEntry& e = entries()[static_cast<size_t>(row)];
    if (!e.open) {
      ctx_.uiSound(SoundId::Refused);
      // TRANSLATORS: {0} is a level ("3.  Crossroads"), {1} why it is not open ("locked: win the level before").
      error_ = e.level ? textf(tr("{0} is {1}"), e.title, e.record)
                       // TRANSLATORS: {0} is a level ("3.  Crossroads"), {1} why it cannot be played.
                       : textf(tr("{0}: {1}"), e.title, e.facts);
      return;
    }
    if (endless && !e.won) {
      ctx_.uiSound(SoundId::Refused);
      error_ = tr("Endless mode opens once the level is won");
      return;
    }
    ctx_.uiSound(SoundId::Click);
    const std::filesystem::path saves = persist::savesDir();
    const std::string key = persist::savedGameKey(e.recordId, endless);
    if (!persist::hasSavedGame(saves, key)) {
      start(row, endless, false, false);
      return;
    }
    ConfirmActions ask;
    ask.question = endless ? tr("Continue the endless game you left?") : tr("Continue the game you left?");
    // TRANSLATORS: under the question "Continue the game you left?", answered Yes or No.
    ask.detail = tr("No begins the level anew and forgets that game.");
    ask.yes = [this, row, endless] { start(row, endless, true, true); };
    ask.no = [this, row, endless, saves, key] {
      persist::dropSavedGame(saves, key);
      start(row, endless, false, true);
    };
    ctx_.stack.push(makeConfirmScreen(ctx_, std::move(ask)));
  }

  // The won level's challenges, to play one.
  void openChallenges(int row) {
    const LevelEntry& e = entries()[static_cast<size_t>(row)];
    if (!e.level || e.challenges == 0) {
      ctx_.uiSound(SoundId::Refused);
      error_ = tr("This level has no challenges");
      return;
    }
    if (!e.won) {
      ctx_.uiSound(SoundId::Refused);
      error_ = tr("The challenges open once the level is won");
      return;
    }
    ctx_.uiSound(SoundId::Click);
    error_.clear();
    ctx_.stack.push(makeChallengeSelectScreen(ctx_, e));
  }

  // The entries as the files and records are now (the same rows: the thumbnails stay).
  void reload() {
    tabs_[0] = campaignEntries(ctx_);
    tabs_[1] = userEntries(ctx_, persist::userLevelsDir());
  }

  // The game of `row`, a kept one continued or a new one; `asked` when the question about it is on top.
  void start(int row, bool endless, bool resume, bool asked) {
    const LevelEntry e = entries()[static_cast<size_t>(row)];
    auto screen = resume ? makeContinueScreen(ctx_, e.file, e.campaignIndex, e.recordId, error_, endless)
                         : makeLevelPlayScreen(ctx_, e.file, e.campaignIndex, e.recordId, error_, endless);
    if (screen) {
      ctx_.stack.clear(std::move(screen));
      return;
    }
    ctx_.uiSound(SoundId::Refused);
    if (asked) ctx_.stack.pop();
    // The entry's record line no longer says a game is under way once it was set aside.
    reload();
  }

  GameContext& ctx_;
  std::vector<LevelEntry> tabs_[2];
  LevelCardList list_;  // the rows of the tab shown
  int tab_ = 0;
  int focus_ = 0;
  Button tabButtons_[2];
  Button difficulty_;
  Button back_;
  LevelWayLine wayLine_;
  float titleY_ = 20.f;
  sf::Vector2f mouse_{-1.f, -1.f};
  std::string error_;
  sf::Vector2u size_{1280, 720};
  float time_ = 0.f;
};

}  // namespace

std::unique_ptr<Screen> makeLevelSelectScreen(GameContext& ctx) {
  auto s = std::make_unique<LevelSelectScreen>(ctx);
  s->resize({1280, 720});
  return s;
}

}  // namespace td
