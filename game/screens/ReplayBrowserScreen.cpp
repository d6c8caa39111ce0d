// The saved replays (every finished game is kept: game/persist/ReplayStore.h), listed newest first and
// filtered by level, to watch or delete.
#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/persist/ReplayList.h"
#include "game/persist/ReplayStore.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/screens/MenuBackdrop.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"
#include "game/text/PhraseText.h"
#include "game/ui/Menu.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

constexpr float kRow = 26.f;
constexpr unsigned kRowText = 14;

std::string gameTime(uint64_t ticks) {
  const auto s = static_cast<int>(ticks / 60);
  char text[16];
  std::snprintf(text, sizeof text, "%d:%02d", s / 60, s % 60);
  return text;
}

class ReplayBrowserScreen : public Screen {
 public:
  ReplayBrowserScreen(GameContext& ctx, std::filesystem::path dir) : ctx_(ctx), dir_(std::move(dir)) {
    // TRANSLATORS: buttons of the replays' list; {0} is the key that does the same ("Enter", "Del", "Esc").
    buttons_.add(textf(tr("Watch  [{0}]"), "Enter"));
    buttons_.add(textf(tr("Delete  [{0}]"), "Del"));
    buttons_.add(textf(tr("Back  [{0}]"), "Esc"));
    reload();
  }

  void resize(sf::Vector2u size) override {
    size_ = size;
    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    const float width = std::min(w - 40.f, 900.f);
    list_ = {(w - width) * 0.5f, 110.f, width, std::max(kRow * 3.f, h - 110.f - 100.f)};
    // The buttons stand side by side under the list.
    const float bw = (width - 24.f) / 3.f;
    for (size_t i = 0; i < buttons_.entries().size(); ++i) {
      buttons_.entries()[i].rect = {list_.left + static_cast<float>(i) * (bw + 12.f), list_.top + list_.height + 14.f,
                                    bw, 40.f};
    }
    keepInView();
  }

  std::vector<UiPart> parts() const override {
    std::vector<UiPart> p = {{"title", centredTextBox(ctx_.res.font, tr("Replays"), 36, centre(), 24.f)},
                             {"filter", centredTextBox(ctx_.res.font, filterText(), 16, centre(), 72.f)},
                             {"list", list_}};
    for (const Button& b : buttons_.entries()) p.push_back({b.label, b.rect});
    return p;
  }

  void handle(const sf::Event& event) override {
    if (event.type == sf::Event::KeyPressed) {
      switch (event.key.code) {
        case sf::Keyboard::Escape:
          ctx_.stack.pop();
          return;
        case sf::Keyboard::Up:
          moveTo(selected_ - 1);
          return;
        case sf::Keyboard::Down:
          moveTo(selected_ + 1);
          return;
        case sf::Keyboard::PageUp:
          moveTo(selected_ - visibleRows());
          return;
        case sf::Keyboard::PageDown:
          moveTo(selected_ + visibleRows());
          return;
        case sf::Keyboard::Home:
          moveTo(0);
          return;
        case sf::Keyboard::End:
          moveTo(static_cast<int>(shown_.size()) - 1);
          return;
        case sf::Keyboard::Left:
          setFilter(filter_ - 1);
          return;
        case sf::Keyboard::Right:
          setFilter(filter_ + 1);
          return;
        case sf::Keyboard::Enter:
        case sf::Keyboard::Space:
          watch();
          return;
        case sf::Keyboard::Delete:
        case sf::Keyboard::D:
          askDelete();
          return;
        default:
          break;
      }
    }
    if (event.type == sf::Event::MouseWheelScrolled) {
      scroll_ = std::clamp(scroll_ - static_cast<int>(event.mouseWheelScroll.delta * 3.f), 0, maxScroll());
      return;
    }
    if (event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left) {
      const sf::Vector2f at(static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y));
      if (list_.contains(at)) {
        const int row = scroll_ + static_cast<int>((at.y - list_.top - kRow) / kRow);
        if (at.y >= list_.top + kRow && row >= 0 && row < static_cast<int>(shown_.size())) {
          // A second click on the chosen row watches it.
          if (row == selected_ && clickAgain_ < 0.4f) {
            watch();
            return;
          }
          selected_ = row;
          clickAgain_ = 0.f;
        }
        return;
      }
    }
    // Only the buttons work them; the list keeps Up and Down.
    if (event.type == sf::Event::KeyPressed) return;
    if (const auto picked = buttons_.handle(event)) {
      ctx_.uiSound(SoundId::Click);
      if (*picked == 0) watch();
      if (*picked == 1) askDelete();
      if (*picked == 2) ctx_.stack.pop();
    }
  }

  void update(float dt) override {
    time_ += dt;
    clickAgain_ += dt;
    const ReplayEntry* e = current();
    buttons_.entries()[0].enabled = e != nullptr && e->problem.empty();
    buttons_.entries()[1].enabled = e != nullptr;
  }

  void draw(sf::RenderTarget& target) override {
    drawMenuBackdrop(target, time_);
    const sf::Font& font = ctx_.res.font;
    drawTextCentred(target, font, tr("Replays"), 36, colors::kGold, centre(), 24.f);
    drawTextCentred(target, font, filterText(), 16, colors::kTextDim, centre(), 72.f);
    drawPanel(target, list_, colors::kPanel, colors::kPanelLine);
    const float x = list_.left + 12.f;
    const float right = list_.left + list_.width - 12.f;
    // Columns: level, date, result, score, game time (the last three right-aligned).
    const float dateX = x + (right - x) * 0.36f;
    const float resultX = x + (right - x) * 0.62f;
    const auto rightText = [&](const std::string& s, float rightEdge, float y, sf::Color c) {
      sf::Text t = makeText(font, s, kRowText, c);
      placeText(t, rightEdge - textWidth(t), y);
      target.draw(t);
    };
    const float scoreRight = right - 70.f;
    // TRANSLATORS: the heads of the replays' columns: the level, when it was played, how it ended, the score and
    // how long the game took.
    drawTextAt(target, font, trc("column", "Level"), 13, colors::kTextDim, x, list_.top + 6.f);
    drawTextAt(target, font, trc("column", "Played"), 13, colors::kTextDim, dateX, list_.top + 6.f);
    drawTextAt(target, font, trc("column", "Result"), 13, colors::kTextDim, resultX, list_.top + 6.f);
    rightText(tr("Score"), scoreRight, list_.top + 6.f, colors::kTextDim);
    rightText(tr("Time"), right, list_.top + 6.f, colors::kTextDim);
    if (shown_.empty()) {
      drawTextCentred(
          target, font,
          all_.empty() ? tr("No replays yet: every game you finish is kept here.") : tr("No replays of this level."),
          15, colors::kTextDim, centre(), list_.top + kRow * 1.5f);
    }
    const int rows = visibleRows();
    sf::VertexArray marks(sf::Triangles);
    for (int r = 0; r < rows && scroll_ + r < static_cast<int>(shown_.size()); ++r) {
      const float y = list_.top + kRow * static_cast<float>(r + 1);
      if (scroll_ + r == selected_) addRect(marks, {list_.left + 2.f, y, list_.width - 4.f, kRow}, {70, 86, 120, 200});
    }
    target.draw(marks);
    for (int r = 0; r < rows && scroll_ + r < static_cast<int>(shown_.size()); ++r) {
      const ReplayEntry& e = all_[shown_[static_cast<size_t>(scroll_ + r)]];
      const float y = list_.top + kRow * static_cast<float>(r + 1) + 4.f;
      drawTextAt(target, font, cutToWidth(font, e.levelName, kRowText, dateX - x - 10.f), kRowText, colors::kText, x,
                 y);
      drawTextAt(target, font, persist::replayDateText(e.stamp), kRowText, colors::kTextDim, dateX, y);
      if (!e.problem.empty()) {
        // TRANSLATORS: in the replays' Result column, for a file that cannot be read.
        drawTextAt(target, font, tr("cannot be read"), kRowText, colors::refuse(), resultX, y);
        continue;
      }
      const sf::Color shade = e.result == "won"    ? colors::accept()
                              : e.result == "lost" ? colors::kLives
                                                   : colors::kTextDim;
      drawTextAt(target, font, resultText(e), kRowText, shade, resultX, y);
      rightText(groupedText(e.score), scoreRight, y, colors::kGold);
      rightText(gameTime(e.ticks), right, y, colors::kText);
    }
    for (size_t i = 0; i < buttons_.entries().size(); ++i) {
      drawButton(target, font, buttons_.entries()[i], static_cast<int>(i) == buttons_.focus(), 15);
    }
    // The chosen replay's problem, or the last thing done.
    const ReplayEntry* e = current();
    const std::string& line = e != nullptr && !e->problem.empty() ? e->problem : status_;
    if (!line.empty()) {
      drawTextCentred(target, font, cutToWidth(font, line, 13, list_.width), 13, colors::kTextDim, centre(),
                      list_.top + list_.height + 62.f);
    }
  }

 private:
  using ReplayEntry = persist::ReplayEntry;

  float centre() const { return static_cast<float>(size_.x) * 0.5f; }
  int visibleRows() const { return std::max(1, static_cast<int>(list_.height / kRow) - 1); }
  int maxScroll() const { return std::max(0, static_cast<int>(shown_.size()) - visibleRows()); }
  const ReplayEntry* current() const {
    if (selected_ < 0 || selected_ >= static_cast<int>(shown_.size())) return nullptr;
    return &all_[shown_[static_cast<size_t>(selected_)]];
  }

  static std::string resultText(const ReplayEntry& e) {
    // A game kept to continue is a replay too (copied in, or left by an older version): "unfinished".
    // TRANSLATORS: how a replayed game ended, in the replays' Result column.
    const char* ended = e.endless            ? trc("replay result", "endless")
                        : e.result == "won"  ? trc("replay result", "won")
                        : e.result == "lost" ? trc("replay result", "lost")
                                             : trc("replay result", "unfinished");
    // A challenge's game says which after how it ended: "won, Iron".
    const std::string withChallenge =
        e.challenge.id.empty() ? ended : textf(tr("{0}, {1}"), ended, challengeName(e.challenge));
    const char* how = withChallenge.c_str();
    const char* difficulty = tr(difficultyDef(e.difficulty).label.data());
    const auto back = static_cast<unsigned long>(std::max(0, e.rewinds));
    if (e.difficulty == Difficulty::Normal) {
      if (back == 0) return how;
      // TRANSLATORS: in the replays' Result column: how it ended ("won"), then {1} times the game went back to a
      // wave's start.
      return textf(trn("{0}, {1} back", "{0}, {1} back", back), how, e.rewinds);
    }
    // TRANSLATORS: in the replays' Result column: how it ended ("won"), then the difficulty ("Hard").
    if (back == 0) return textf(tr("{0}, {1}"), how, difficulty);
    // TRANSLATORS: in the replays' Result column: how it ended ("won"), the difficulty ("Hard"), then {2} times the
    // game went back to a wave's start.
    return textf(trn("{0}, {1}, {2} back", "{0}, {1}, {2} back", back), how, difficulty, e.rewinds);
  }

  // "All levels (12)" or "First Steps (3 of 12)", with the arrows that change it.
  std::string filterText() const {
    // TRANSLATORS: the replays' filter: {0} is how many replays there are.
    const std::string what = filter_ == 0 ? textf(tr("All levels ({0})"), shown_.size())
                                          // TRANSLATORS: the replays' filter: {0} is a level, {1} of {2} replays
                                          // are of it.
                                          : textf(tr("{0} ({1} of {2})"), levels_[static_cast<size_t>(filter_ - 1)],
                                                  shown_.size(), all_.size());
    // TRANSLATORS: the keys that change the replays' filter: Left and Right (the arrow keys) pick a level.
    return "\u25C0  " + what + "  \u25B6      " + tr("Left and Right: level");
  }

  void reload() {
    all_ = persist::listReplays(dir_);
    levels_.clear();
    for (const ReplayEntry& e : all_) {
      if (std::find(levels_.begin(), levels_.end(), e.levelName) == levels_.end()) levels_.push_back(e.levelName);
    }
    std::sort(levels_.begin(), levels_.end());
    filter_ = std::min(filter_, static_cast<int>(levels_.size()));
    refilter();
  }

  void refilter() {
    shown_.clear();
    for (size_t i = 0; i < all_.size(); ++i) {
      if (filter_ == 0 || all_[i].levelName == levels_[static_cast<size_t>(filter_ - 1)]) shown_.push_back(i);
    }
    selected_ = std::clamp(selected_, shown_.empty() ? -1 : 0, static_cast<int>(shown_.size()) - 1);
    if (selected_ < 0 && !shown_.empty()) selected_ = 0;
    keepInView();
  }

  void setFilter(int filter) {
    const int choices = static_cast<int>(levels_.size()) + 1;
    filter_ = (filter + choices) % choices;
    selected_ = 0;
    scroll_ = 0;
    refilter();
  }

  void moveTo(int row) {
    if (shown_.empty()) return;
    selected_ = std::clamp(row, 0, static_cast<int>(shown_.size()) - 1);
    keepInView();
  }

  void keepInView() {
    if (selected_ < scroll_) scroll_ = std::max(selected_, 0);
    if (selected_ >= scroll_ + visibleRows()) scroll_ = selected_ - visibleRows() + 1;
    scroll_ = std::clamp(scroll_, 0, maxScroll());
  }

  void watch() {
    const ReplayEntry* e = current();
    if (e == nullptr || !e->problem.empty()) return;
    ReplayLoad load = loadReplay(e->file, ctx_.res.terrains, ctx_.res.defs);
    if (!load.ok()) {
      status_ = problemText(load.errors.front());
      return;
    }
    std::string error;
    auto screen = makeReplayScreen(ctx_, std::move(load.replay), error, true);
    if (!screen) {
      status_ = error;
      return;
    }
    ctx_.stack.push(std::move(screen));
  }

  void askDelete() {
    const ReplayEntry* e = current();
    if (e == nullptr) return;
    ConfirmActions ask;
    ask.question = tr("Delete this replay?");
    // TRANSLATORS: under "Delete this replay?": the level, then when it was played.
    ask.detail = textf(tr("{0}, {1}"), e->levelName, persist::replayDateText(e->stamp));
    const std::filesystem::path file = e->file;
    ask.yes = [this, file] {
      ctx_.stack.pop();
      std::string error;
      // TRANSLATORS: {0} is the replay's file.
      status_ = persist::deleteReplay(file, error) ? textf(tr("Deleted {0}"), file.filename().string()) : error;
      reload();
    };
    ask.no = [this] { ctx_.stack.pop(); };
    ctx_.stack.push(makeConfirmScreen(ctx_, std::move(ask)));
  }

  GameContext& ctx_;
  std::filesystem::path dir_;
  std::vector<ReplayEntry> all_;
  std::vector<std::string> levels_;  // the levels' names, for the filter
  std::vector<size_t> shown_;        // indices into all_ that pass the filter
  int filter_ = 0;                   // 0: all levels; else levels_[filter_ - 1]
  int selected_ = 0;                 // among shown_
  int scroll_ = 0;
  Menu buttons_;
  std::string status_;
  sf::FloatRect list_;
  sf::Vector2u size_{1280, 720};
  float time_ = 0.f;
  float clickAgain_ = 1.f;
};

}  // namespace

std::unique_ptr<Screen> makeReplayBrowserScreen(GameContext& ctx, const std::filesystem::path& dir) {
  auto s = std::make_unique<ReplayBrowserScreen>(ctx, dir);
  s->resize({1280, 720});
  return s;
}

}  // namespace td
