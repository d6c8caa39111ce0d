#include <algorithm>
#include <array>
#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/play/RewindCost.h"
#include "game/play/RouteFigures.h"
#include "game/render/Palette.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/ui/Charts.h"
#include "game/ui/Menu.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

// Seconds the result shows before keys and clicks act on it.
constexpr float kInputGrace = 0.6f;

std::string clock(float seconds) {
  const int s = static_cast<int>(seconds);
  char text[16];
  std::snprintf(text, sizeof text, "%d:%02d", s / 60, s % 60);
  return text;
}

// "kills 420 + lives 1,000 + early calls 85 + gold left 312 + maze 260, x1.5": the score's parts, added up (the
// line is broken at a " + " where it is too wide).
std::string scoreParts(const ScoreCard& c) {
  // TRANSLATORS: the score's parts after a game, "kills 420 + lives 1,000 + ...": points for the enemies killed.
  std::string s = textf(tr("kills {0}"), groupedText(c.kills));
  // TRANSLATORS: a part of the score: points for the lives left.
  if (c.lives > 0) s += " + " + textf(tr("lives {0}"), groupedText(c.lives));
  // TRANSLATORS: a part of the score: points for waves called before their time.
  if (c.early > 0) s += " + " + textf(tr("early calls {0}"), groupedText(c.early));
  // TRANSLATORS: a part of the score: points for the gold not spent.
  if (c.gold > 0) s += " + " + textf(tr("gold left {0}"), groupedText(c.gold));
  // TRANSLATORS: a part of the score: points for the length of the maze the enemies walked.
  if (c.maze > 0) s += " + " + textf(tr("maze {0}"), groupedText(c.maze));
  // TRANSLATORS: a part of the score: points for the waves held in endless mode.
  if (c.endless > 0) s += " + " + textf(tr("endless waves {0}"), groupedText(c.endless));
  // TRANSLATORS: {0} is the score's parts, {1} the factor they are multiplied by (the difficulty's): "..., x1.5".
  if (c.factor != 1.f) s = textf(tr("{0}, x{1}"), s, decimalText(static_cast<double>(c.factor), 1));
  return s;
}

// Won or lost: the level's numbers over the final state of the map, and charts of how it went: beside the
// numbers where the window is wide enough, else in their place, one at a time (C, or the Charts button).
class ResultScreen : public Screen {
 public:
  ResultScreen(GameContext& ctx, ResultInfo info, ResultActions actions)
      : ctx_(ctx), info_(std::move(info)), actions_(std::move(actions)) {
    buildMenu();
  }

  bool overlay() const override { return true; }

  void resize(sf::Vector2u size) override {
    size_ = size;
    const bool wide =
        !info_.charts.empty() && static_cast<float>(size.x) >= kPanelWidth + kGap + kChartsWidth + 2.f * kMargin;
    if (wide != wide_) {
      wide_ = wide;
      page_ = 0;
      buildMenu();
    }
    // Centred in a short window, where it sat at 720p in a tall one.
    const float menuHeight = static_cast<float>(menu_.entries().size()) * 52.f - 8.f;
    const float height = menuTop() + menuHeight + 20.f;
    const auto h = static_cast<float>(size.y);
    top_ = std::max(8.f, std::min(h * 0.5f - 230.f, (h - height) * 0.5f));
    // Below the play screen's top bar (its lives and score) where the window has the room.
    constexpr float kBelowTopBar = 52.f;
    if (top_ < kBelowTopBar && h - height >= kBelowTopBar + 8.f) top_ = kBelowTopBar;
    // In a window too short for the buttons at full height they grow thinner, then stand side by side.
    const float top = top_ + menuTop();
    const float room = std::clamp(h - 28.f - top, 34.f, menuHeight);
    menu_.layoutIn({numbersX() - 230.f, top, 460.f, room}, 260.f, 44.f, 34.f, 8.f);
  }

  // Each row's label and number, and the line of the score's parts, so the layout tests see that they fit.
  std::vector<UiPart> parts() const override {
    const sf::Font& font = ctx_.res.font;
    const float cx = numbersX();
    std::vector<UiPart> p = {{"panel", panel()},
                             {"title", centredTextBox(font, title(), 42, cx, top_ + 14.f), "panel"},
                             {"level", centredTextBox(font, subtitle(), 18, cx, top_ + 68.f), "panel"}};
    if (wide_) {
      p.push_back({"charts", chartsPanel()});
      for (int chart = 1; chart <= kCharts; ++chart) p.push_back({chartName(chart), chartArea(chart), "charts"});
    }
    if (page_ > 0) {
      p.push_back({chartName(page_), pageArea(), "panel"});
      for (const Button& b : menu_.entries()) p.push_back({b.label, b.rect, "panel"});
      return p;
    }
    p.push_back({"numbers", {cx - 180.f, top_ + rowsTop(), 360.f, kRows * kRowHeight}, "panel"});
    float y = top_ + rowsTop();
    for (const auto& [label, value] : rows()) {
      const unsigned size = rowTextSize(label, value);
      const float labelWidth = textWidth(makeText(font, label, size, colors::kTextDim));
      const float valueWidth = textWidth(makeText(font, value, size, colors::kText));
      p.push_back({label, {cx - 180.f, y, labelWidth, static_cast<float>(size) * 1.2f}, "numbers"});
      p.push_back(
          {label + ": " + value, {cx + 180.f - valueWidth, y, valueWidth, static_cast<float>(size) * 1.2f}, "numbers"});
      y += kRowHeight;
    }
    float line = partsTop();
    for (const std::string& text : partsLines()) {
      p.push_back({"score parts: " + text, centredTextBox(font, text, kPartsText, cx, line), "panel"});
      line += kPartsLine;
    }
    for (const Button& b : menu_.entries()) p.push_back({b.label, b.rect, "panel"});
    return p;
  }

  void handle(const sf::Event& event) override {
    // A key or click meant for the game (Esc to drop a pick as the last enemy fell) must not skip the result
    // before it could be read.
    const bool input = event.type == sf::Event::KeyPressed || event.type == sf::Event::MouseButtonPressed ||
                       event.type == sf::Event::MouseButtonReleased;
    if (input && time_ < kInputGrace) return;
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape) {
      actions_.menu();
      return;
    }
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::C && pagesCharts()) {
      turnPage();
      return;
    }
    const auto picked = menu_.handle(event);
    if (!picked) return;
    ctx_.uiSound(SoundId::Click);
    const int i = *picked - (info_.hasNext ? 1 : 0);
    if (i < 0) actions_.next();
    if (i == 0) actions_.retry();
    if (i == 1) actions_.menu();
    if (i == 2) turnPage();
  }

  void update(float dt) override { time_ += dt; }

  void draw(sf::RenderTarget& target) override {
    target.setView(sf::View(sf::FloatRect(0.f, 0.f, static_cast<float>(size_.x), static_cast<float>(size_.y))));
    drawVeil(target, {8, 10, 14, static_cast<uint8_t>(std::min(1.f, time_ * 3.f) * 180.f)});
    const float cx = numbersX();
    const float top = top_;
    drawPanel(target, panel(), colors::kPanel, colors::kPanelLine);
    if (wide_) {
      drawPanel(target, chartsPanel(), colors::kPanel, colors::kPanelLine);
      for (int chart = 1; chart <= kCharts; ++chart) drawChart(target, chart, chartArea(chart));
    }
    const sf::Font& font = ctx_.res.font;
    drawTextCentred(target, font, title(), 42, info_.won || info_.endless ? colors::kGold : colors::refuse(), cx,
                    top + 14.f);
    drawTextCentred(target, font, subtitle(), 18, colors::kTextDim, cx, top + 68.f);
    if (info_.won) {
      std::string s;
      for (int i = 0; i < 3; ++i) s += i < info_.stars ? "\u2605 " : "\u2606 ";
      drawTextCentred(target, font, s, 30, colors::kGold, cx, top + 100.f);
    }
    if (page_ > 0) {
      drawChart(target, page_, pageArea());
      menu_.draw(target, font);
      return;
    }
    float y = top + rowsTop();
    for (const auto& [label, value] : rows()) {
      const unsigned size = rowTextSize(label, value);
      drawTextAt(target, font, label, size, colors::kTextDim, cx - 180.f, y);
      sf::Text v = makeText(font, value, size, colors::kText);
      placeText(v, cx + 180.f - textWidth(v), y);
      target.draw(v);
      y += kRowHeight;
    }
    float line = partsTop();
    for (const std::string& text : partsLines()) {
      drawTextCentred(target, font, text, kPartsText, colors::kTextDim, cx, line);
      line += kPartsLine;
    }
    menu_.draw(target, font);
  }

 private:
  static constexpr int kCharts = 3;
  static constexpr float kChartsWidth = 440.f;
  static constexpr float kGap = 16.f;
  static constexpr float kMargin = 20.f;
  static constexpr unsigned kChartText = 13;

  void buildMenu() {
    const int focus = menu_.focus();
    menu_ = Menu();
    if (info_.hasNext) menu_.add(tr("Next level"));
    menu_.add(info_.won ? tr("Play again") : tr("Try again"));
    // TRANSLATORS: the result's way back to the menus.
    menu_.add(actions_.menuLabel.empty() ? std::string(tr("Menu")) : actions_.menuLabel);
    if (pagesCharts()) {
      // TRANSLATORS: {0} is the key that does it ("C").
      menu_.add(page_ == 0         ? textf(tr("Charts  [{0}]"), "C")
                : page_ == kCharts ? textf(tr("Numbers  [{0}]"), "C")
                                   : textf(tr("Next chart  [{0}]"), "C"));
    }
    if (focus >= 0) menu_.setFocus(focus);
  }
  // In a narrow window the charts take the numbers' place, one at a time.
  bool pagesCharts() const { return !wide_ && !info_.charts.empty(); }
  void turnPage() {
    page_ = (page_ + 1) % (kCharts + 1);
    buildMenu();
    resize(size_);
  }
  // The centre of the numbers' panel: left of the middle when the charts stand beside it.
  float numbersX() const {
    const float cx = static_cast<float>(size_.x) * 0.5f;
    return wide_ ? cx - (kGap + kChartsWidth) * 0.5f : cx;
  }
  sf::FloatRect chartsPanel() const {
    const sf::FloatRect numbers = panel();
    return {numbers.left + numbers.width + kGap, numbers.top, kChartsWidth, numbers.height};
  }
  // The charts stacked in their panel: damage by tower, lives and gold, got through.
  sf::FloatRect chartArea(int chart) const {
    const sf::FloatRect box = chartsPanel();
    const float inner = box.height - 28.f - 2.f * 12.f;
    constexpr std::array<float, 3> share{0.42f, 0.32f, 0.26f};
    float y = box.top + 14.f;
    for (int i = 1; i < chart; ++i) y += inner * share[static_cast<size_t>(i - 1)] + 12.f;
    return {box.left + 14.f, y, box.width - 28.f, inner * share[static_cast<size_t>(chart - 1)]};
  }
  // Where a chart stands in place of the numbers.
  sf::FloatRect pageArea() const {
    return {numbersX() - kPanelWidth * 0.5f + 16.f, top_ + rowsTop(), kPanelWidth - 32.f, menuTop() - rowsTop() - 12.f};
  }
  static std::string chartName(int chart) {
    return chart == 1 ? "damage by tower" : chart == 2 ? "lives and gold" : "got through by wave";
  }
  void drawChart(sf::RenderTarget& target, int chart, const sf::FloatRect& area) const {
    const ResultCharts& c = info_.charts;
    const sf::Font& font = ctx_.res.font;
    if (chart == 1) {
      drawBarChart(target, font, area, c.towers.empty() ? tr("Damage by tower: none dealt") : tr("Damage by tower"),
                   c.towers, kChartText);
    } else if (chart == 2) {
      // TRANSLATORS: the names of the chart's two lines, the lives left and the gold in hand over the game.
      const ChartLine lines[] = {{tr("lives"), c.lives, c.livesTop, colors::kLives},
                                 {tr("gold"), c.gold, c.goldTop, colors::kGold}};
      drawLineChart(target, font, area, tr("Lives and gold"), lines, c.waveMarks, kChartText);
    } else {
      float through = 0.f;
      for (const float n : c.leaks) through += n;
      // TRANSLATORS: a chart of how many enemies got through in each wave.
      drawColumnChart(target, font, area, through > 0.f ? tr("Got through, by wave") : tr("Got through, by wave: none"),
                      c.leaks, colors::refuse(), kChartText);
    }
  }

  // At most six rows of numbers, then the line of the score's parts.
  static constexpr float kRows = 6.f;
  static constexpr float kRowHeight = 22.f;
  static constexpr unsigned kRowText = 15;
  // A row whose label and number do not fit the 360 pixels side by side (a long route line in Russian) is written
  // smaller, down to 11 pixels, rather than overlapping.
  unsigned rowTextSize(const std::string& label, const std::string& value) const {
    unsigned size = kRowText;
    while (size > 11 && textWidth(makeText(ctx_.res.font, label, size, colors::kTextDim)) +
                                textWidth(makeText(ctx_.res.font, value, size, colors::kText)) + 12.f >
                            360.f) {
      --size;
    }
    return size;
  }
  static constexpr unsigned kPartsText = 13;
  static constexpr float kPartsLine = 17.f;
  static constexpr float kPanelWidth = 480.f;

  std::vector<std::pair<std::string, std::string>> rows() const {
    std::vector<std::pair<std::string, std::string>> r;
    // TRANSLATORS: a number on the result screen out of another: "12 of 20" (lives left, waves held).
    const auto outOf = [](int32_t n, int32_t of) { return textf(tr("{0} of {1}"), n, of); };
    if (info_.endless) {
      // TRANSLATORS: after the number of waves over in endless mode, when it beats the level's record.
      const std::string waves =
          info_.newBest ? textf(tr("{0}   new record!"), info_.waveCount) : std::to_string(info_.waveCount);
      // TRANSLATORS: endless mode's result: how many waves were over before the lives ran out.
      r.push_back({tr("Waves over"), waves});
      if (!info_.newBest && info_.bestWave > 0)
        r.push_back({tr("Record on this level"), std::to_string(info_.bestWave)});
    } else {
      r.push_back({tr("Lives left"), outOf(info_.lives, info_.livesAtStart)});
      r.push_back({tr("Waves held (none through)"), outOf(info_.wavesHeld, info_.waveCount)});
    }
    // TRANSLATORS: the value is "120 / 3": enemies killed, then enemies that got through.
    r.push_back({tr("Enemies killed / got through"),
                 textf(tr("{0} / {1}"), groupedText(info_.killed), groupedText(info_.leaked))});
    // How long the maze made the way: what the score's maze part was paid for.
    if (info_.route.routes == 1) r.push_back({tr("Route"), routeTotalText(info_.route)});
    if (info_.route.routes > 1) {
      // TRANSLATORS: the walked routes added up; {0} is how many there are (2 or more).
      const auto routes = static_cast<unsigned long>(info_.route.routes);
      r.push_back(
          {textf(trn("Routes, all {0}", "Routes, all {0}", routes), info_.route.routes), routeTotalText(info_.route)});
    }
    // TRANSLATORS: how long the game took, as minutes:seconds.
    r.push_back({tr("Time"), clock(info_.seconds)});
    std::string score = groupedText(info_.score);
    if (info_.rewinds > 0) {
      // TRANSLATORS: after the score: {1} times the game went back to a wave's start, costing {2} % of it.
      score = textf(tr("{0}  ({1} back, -{2} %)"), score, info_.rewinds, rewindCostPercent(info_.rewinds));
    }
    // TRANSLATORS: after the score, when it beats the level's best.
    if (info_.newBest && !info_.endless && info_.challenge.empty()) score = textf(tr("{0}   new best!"), score);
    r.push_back({tr("Score"), score});
    return r;
  }
  // The line of the score's parts (when there is more to the score than the kills), so a better run can be
  // planned; in two lines, broken at the "+" nearest its middle, when one is wider than the panel.
  std::vector<std::string> partsLines() const {
    if (info_.card.total == info_.card.kills) return {};
    const std::string all = scoreParts(info_.card);
    if (textWidth(makeText(ctx_.res.font, all, kPartsText, colors::kTextDim)) <= kPanelWidth - 20.f) return {all};
    size_t cut = std::string::npos;
    for (size_t at = all.find(" + "); at != std::string::npos; at = all.find(" + ", at + 1)) {
      const auto off = [&](size_t i) { return i > all.size() / 2 ? i - all.size() / 2 : all.size() / 2 - i; };
      if (cut == std::string::npos || off(at) < off(cut)) cut = at;
    }
    if (cut == std::string::npos) return {all};
    return {all.substr(0, cut + 2), all.substr(cut + 3)};
  }
  float partsTop() const { return top_ + rowsTop() + kRows * kRowHeight + 2.f; }
  // Below the rows and the score's parts (one line's room even when there are none, so the buttons stay put).
  float menuTop() const {
    const auto lines = static_cast<float>(std::max<size_t>(1, partsLines().size()));
    return rowsTop() + kRows * kRowHeight + lines * kPartsLine + 31.f;
  }

  const char* title() const {
    if (info_.endless) return tr("Endless run over");
    // TRANSLATORS: the result's title when one of a level's challenges was won.
    if (info_.won && !info_.challenge.empty()) return tr("Challenge won");
    return info_.won ? tr("Victory") : tr("Defeat");
  }
  // The level, and how it was played when not as written.
  std::string subtitle() const {
    std::string s = info_.level;
    if (info_.difficulty != Difficulty::Normal) {
      s += "   (" + std::string(tr(difficultyDef(info_.difficulty).label.data())) + ")";
    }
    // TRANSLATORS: after the level's name when one of its challenges was played; {0} is the challenge's name.
    if (!info_.challenge.empty()) s += "   " + textf(tr("Challenge: {0}"), info_.challenge);
    // TRANSLATORS: after the level's name on the result of a finished game watched again.
    if (info_.replay) s += "   " + std::string(tr("replay"));
    return s;
  }
  // Below the level's name, and the stars after a win.
  float rowsTop() const { return info_.won ? 144.f : 100.f; }
  sf::FloatRect panel() const {
    const sf::FloatRect menu = menu_.bounds();
    return {numbersX() - kPanelWidth * 0.5f, top_, kPanelWidth, menu.top + menu.height + 20.f - top_};
  }

  GameContext& ctx_;
  ResultInfo info_;
  ResultActions actions_;
  Menu menu_;
  sf::Vector2u size_{1280, 720};
  float top_ = 130.f;
  float time_ = 0.f;
  bool wide_ = false;
  int page_ = 0;  // 0: the numbers; 1 to kCharts: a chart in their place
};

}  // namespace

std::unique_ptr<Screen> makeResultScreen(GameContext& ctx, ResultInfo info, ResultActions actions) {
  auto s = std::make_unique<ResultScreen>(ctx, std::move(info), std::move(actions));
  s->resize({1280, 720});
  return s;
}

}  // namespace td
