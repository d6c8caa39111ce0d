// A won level's challenges: one row each with its rules and a mark once won; Play (or Continue) on each.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/persist/SavedGames.h"
#include "game/render/Palette.h"
#include "game/screens/LevelEntries.h"
#include "game/screens/MenuBackdrop.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/text/ChallengeRulesText.h"
#include "game/text/DataWords.h"
#include "game/ui/NoticeText.h"
#include "game/ui/UiDraw.h"
#include "game/ui/UiPart.h"

namespace td {
namespace {

constexpr unsigned kNameSize = 18;
constexpr unsigned kRulesSize = 13;
constexpr float kMarkRoom = 40.f;  // the mark's column at a row's left

// What a row shows of one challenge, made once: the words change only with the progress, which this screen
// changes only by starting a game (it is made anew when the player comes back).
struct ChallengeRow {
  std::string id;
  std::string name;
  std::string rules;  // the rules in one line: "Only Archer · 1 life"
  bool won = false;
  bool kept = false;  // a game of it was left under way
};

class ChallengeSelectScreen : public Screen {
 public:
  ChallengeSelectScreen(GameContext& ctx, const LevelEntry& entry) : ctx_(ctx), entry_(entry) {
    const persist::LevelProgress p = ctx.progress.level(entry.recordId);
    for (const ChallengeDef& c : entry.level->challenges) {
      ChallengeRow row{c.id, challengeName(c), {}, false, false};
      for (const std::string& line : challengeRuleLines(c, *entry.level, ctx.res.defs)) {
        row.rules += (row.rules.empty() ? "" : "  \u00b7  ") + line;
      }
      row.won = std::find(p.challenges.begin(), p.challenges.end(), c.id) != p.challenges.end();
      row.kept = persist::hasSavedGame(persist::savesDir(), persist::savedGameKey(entry.recordId, false, c.id));
      rows_.push_back(std::move(row));
    }
    // The first not yet won: where the player goes on.
    for (size_t i = 0; i < rows_.size(); ++i) {
      if (!rows_[i].won) {
        focus_ = static_cast<int>(i);
        break;
      }
    }
  }

  void resize(sf::Vector2u size) override {
    size_ = size;
    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    width_ = std::min(860.f, w - 32.f);
    left_ = (w - width_) * 0.5f;
    titleY_ = std::max(8.f, h * 0.035f);
    back_ = {{w * 0.5f - 90.f, h - 48.f, 180.f, 38.f}, tr("Back"), ""};
    const float top = titleY_ + 76.f;
    const float room = back_.rect.top - 40.f - top;
    const float count = static_cast<float>(std::max<size_t>(1, rows_.size()));
    rowHeight_ = std::clamp(room / count - 8.f, 40.f, 76.f);
    rowsTop_ = top;
  }

  std::vector<UiPart> parts() const override {
    const float cx = static_cast<float>(size_.x) * 0.5f;
    std::vector<UiPart> p = {{"title", centredTextBox(ctx_.res.font, tr("Challenges"), 34, cx, titleY_)},
                             {"level", centredTextBox(ctx_.res.font, levelLine(), 16, cx, titleY_ + 46.f)},
                             {"Back", back_.rect}};
    for (size_t i = 0; i < rows_.size(); ++i) {
      const std::string name = "row " + std::to_string(i + 1);
      const sf::FloatRect r = rowRect(i);
      // Rows that the window has no room for are not drawn (a level has three or so; the format allows 16).
      if (r.top + r.height > back_.rect.top - 8.f) break;
      p.push_back({name, r});
      p.push_back({name + " name", nameBox(i), name});
      p.push_back({name + " play", playButton(i).rect, name});
    }
    return p;
  }

  void handle(const sf::Event& event) override {
    if (event.type == sf::Event::KeyPressed) {
      onKey(event.key.code);
    } else if (event.type == sf::Event::MouseMoved) {
      mouse_ = {static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)};
      if (const int row = rowAt(mouse_); row >= 0) focus_ = row;
    } else if (event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left) {
      const sf::Vector2f p{static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)};
      mouse_ = p;
      if (back_.rect.contains(p)) {
        leave();
      } else if (const int row = rowAt(p); row >= 0) {
        focus_ = row;
        play(row);
      }
    }
  }

  void update(float dt) override { time_ += dt; }

  void draw(sf::RenderTarget& target) override {
    drawMenuBackdrop(target, time_);
    const sf::Font& font = ctx_.res.font;
    const float cx = static_cast<float>(size_.x) * 0.5f;
    drawTextCentred(target, font, tr("Challenges"), 34, colors::kText, cx, titleY_);
    drawTextCentred(target, font, levelLine(), 16, colors::kTextDim, cx, titleY_ + 46.f);
    for (size_t i = 0; i < rows_.size(); ++i) {
      const sf::FloatRect r = rowRect(i);
      if (r.top + r.height > back_.rect.top - 8.f) break;
      drawRow(target, i, r);
    }
    drawButton(target, font, back_, back_.rect.contains(mouse_));
    if (!error_.empty()) {
      drawNoticeText(target, font, error_, colors::refuse(), cx, back_.rect.top - 34.f,
                     std::min(static_cast<float>(size_.x) - 40.f, 900.f));
    }
  }

 private:
  // "Crossroads   2 of 3 won"
  std::string levelLine() const {
    const auto won = static_cast<size_t>(std::count_if(rows_.begin(), rows_.end(), [](auto& r) { return r.won; }));
    // TRANSLATORS: under "Challenges": {0} is the level, {1} how many of its {2} challenges are won.
    return textf(tr("{0}   {1} of {2} won"), levelName(*entry_.level), won, rows_.size());
  }

  sf::FloatRect rowRect(size_t i) const {
    return {left_, rowsTop_ + static_cast<float>(i) * (rowHeight_ + 8.f), width_, rowHeight_};
  }
  Button playButton(size_t i) const {
    const sf::FloatRect r = rowRect(i);
    const float height = std::min(36.f, r.height - 12.f);
    // TRANSLATORS: the button that goes on with a challenge's game left under way.
    return {{r.left + r.width - 130.f, r.top + (r.height - height) * 0.5f, 120.f, height},
            rows_[i].kept ? tr("Continue") : tr("Play"),
            ""};
  }
  float textRoom(size_t i) const { return playButton(i).rect.left - 10.f - (rowRect(i).left + kMarkRoom); }
  sf::FloatRect nameBox(size_t i) const {
    const sf::FloatRect r = rowRect(i);
    const std::string name = cutToWidth(ctx_.res.font, rows_[i].name, kNameSize, textRoom(i));
    const float width = textWidth(makeText(ctx_.res.font, name, kNameSize, colors::kText));
    return {r.left + kMarkRoom, r.top + 6.f, width, kNameSize * 1.2f};
  }

  void drawRow(sf::RenderTarget& target, size_t i, const sf::FloatRect& r) const {
    const sf::Font& font = ctx_.res.font;
    const bool focused = static_cast<int>(i) == focus_;
    drawPanel(target, r, focused ? sf::Color(40, 46, 58, 235) : sf::Color(24, 27, 34, 235),
              focused ? sf::Color(130, 150, 180) : colors::kPanelLine);
    const ChallengeRow& row = rows_[i];
    // A won challenge's mark is a gold star, an open one an empty star, as the level's own stars are drawn.
    drawTextAt(target, font, row.won ? "\u2605" : "\u2606", 24, row.won ? colors::kGold : colors::kTextDim,
               r.left + 10.f, r.top + r.height * 0.5f - 16.f);
    const sf::FloatRect name = nameBox(i);
    drawTextAt(target, font, cutToWidth(font, row.name, kNameSize, textRoom(i)), kNameSize, colors::kText, name.left,
               name.top);
    if (r.height >= 56.f) {
      drawTextAt(target, font, cutToWidth(font, row.rules, kRulesSize, textRoom(i)), kRulesSize, colors::kTextDim,
                 name.left, name.top + kNameSize * 1.2f + 6.f);
    }
    drawButton(target, font, playButton(i), focused && playButton(i).rect.contains(mouse_), 14);
  }

  int rowAt(sf::Vector2f p) const {
    for (size_t i = 0; i < rows_.size(); ++i) {
      if (rowRect(i).contains(p)) return static_cast<int>(i);
    }
    return -1;
  }

  void onKey(sf::Keyboard::Key key) {
    const int count = static_cast<int>(rows_.size());
    switch (key) {
      case sf::Keyboard::Escape:
      case sf::Keyboard::BackSpace:
        leave();
        return;
      case sf::Keyboard::Up:
      case sf::Keyboard::W:
        if (count > 0) focus_ = std::max(0, focus_ - 1);
        return;
      case sf::Keyboard::Down:
      case sf::Keyboard::S:
        if (count > 0) focus_ = std::min(count - 1, focus_ + 1);
        return;
      case sf::Keyboard::Enter:
      case sf::Keyboard::Space:
        if (focus_ >= 0 && focus_ < count) play(focus_);
        return;
      default:
        return;
    }
  }

  void leave() {
    ctx_.uiSound(SoundId::Click);
    ctx_.stack.pop();
  }

  // A kept game of the challenge goes on where it stopped; else a new one begins.
  void play(int row) {
    const ChallengeRow& r = rows_[static_cast<size_t>(row)];
    ctx_.uiSound(SoundId::Click);
    auto screen =
        r.kept ? makeContinueScreen(ctx_, entry_.file, entry_.campaignIndex, entry_.recordId, error_, false, r.id)
               : makeChallengePlayScreen(ctx_, entry_.file, entry_.campaignIndex, entry_.recordId, r.id, error_);
    if (screen) {
      ctx_.stack.clear(std::move(screen));
      return;
    }
    ctx_.uiSound(SoundId::Refused);
    // A kept game that could not go on was set aside: the next Play begins anew.
    rows_[static_cast<size_t>(row)].kept = false;
  }

  GameContext& ctx_;
  LevelEntry entry_;
  std::vector<ChallengeRow> rows_;
  int focus_ = 0;
  Button back_;
  float left_ = 0.f;
  float width_ = 0.f;
  float titleY_ = 20.f;
  float rowsTop_ = 0.f;
  float rowHeight_ = 76.f;
  sf::Vector2f mouse_{-1.f, -1.f};
  std::string error_;
  sf::Vector2u size_{1280, 720};
  float time_ = 0.f;
};

}  // namespace

std::unique_ptr<Screen> makeChallengeSelectScreen(GameContext& ctx, const LevelEntry& entry) {
  auto s = std::make_unique<ChallengeSelectScreen>(ctx, entry);
  s->resize({1280, 720});
  return s;
}

}  // namespace td
