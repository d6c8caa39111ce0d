#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "game/render/Palette.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/ui/Menu.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

std::string clock(float seconds) {
  const int s = static_cast<int>(seconds);
  char text[16];
  std::snprintf(text, sizeof text, "%d:%02d", s / 60, s % 60);
  return text;
}

// "kills 420 + lives 1000 + early calls 85 + gold left 312 + maze 260, x1.5"
std::string scoreParts(const ScoreCard& c) {
  std::string s = "kills " + std::to_string(c.kills);
  if (c.lives > 0) s += " + lives " + std::to_string(c.lives);
  if (c.early > 0) s += " + early calls " + std::to_string(c.early);
  if (c.gold > 0) s += " + gold left " + std::to_string(c.gold);
  if (c.maze > 0) s += " + maze " + std::to_string(c.maze);
  if (c.endless > 0) s += " + endless waves " + std::to_string(c.endless);
  if (c.factor != 1.f) {
    char f[16];
    std::snprintf(f, sizeof f, ", x%.1f", static_cast<double>(c.factor));
    s += f;
  }
  return s;
}

// Won or lost: the level's numbers over the final state of the map.
class ResultScreen : public Screen {
 public:
  ResultScreen(GameContext& ctx, ResultInfo info, ResultActions actions)
      : ctx_(ctx), info_(std::move(info)), actions_(std::move(actions)) {
    if (info_.hasNext) menu_.add("Next level");
    menu_.add(info_.won ? "Play again" : "Try again");
    menu_.add(actions_.menuLabel);
  }

  bool overlay() const override { return true; }

  void resize(sf::Vector2u size) override {
    size_ = size;
    // Centred in a short window, where it sat at 720p in a tall one.
    const float menuHeight = static_cast<float>(menu_.entries().size()) * 52.f - 8.f;
    const float height = rowsTop() + kRows * kRowHeight + 26.f + menuHeight + 20.f;
    const auto h = static_cast<float>(size.y);
    top_ = std::max(8.f, std::min(h * 0.5f - 230.f, (h - height) * 0.5f));
    menu_.layout(static_cast<float>(size.x) * 0.5f, top_ + rowsTop() + kRows * kRowHeight + 26.f, 260.f, 44.f, 8.f);
  }

  std::vector<UiPart> parts() const override {
    const float cx = static_cast<float>(size_.x) * 0.5f;
    std::vector<UiPart> p = {{"panel", panel()},
                             {"title", centredTextBox(ctx_.res.font, title(), 42, cx, top_ + 14.f), "panel"},
                             {"level", centredTextBox(ctx_.res.font, subtitle(), 18, cx, top_ + 68.f), "panel"},
                             {"numbers", {cx - 180.f, top_ + rowsTop(), 360.f, kRows * kRowHeight}, "panel"}};
    for (const Button& b : menu_.entries()) p.push_back({b.label, b.rect, "panel"});
    return p;
  }

  void handle(const sf::Event& event) override {
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape) {
      actions_.menu();
      return;
    }
    const auto picked = menu_.handle(event);
    if (!picked) return;
    ctx_.uiSound(SoundId::Click);
    const int i = *picked - (info_.hasNext ? 1 : 0);
    if (i < 0) actions_.next();
    if (i == 0) actions_.retry();
    if (i == 1) actions_.menu();
  }

  void update(float dt) override { time_ += dt; }

  void draw(sf::RenderTarget& target) override {
    target.setView(sf::View(sf::FloatRect(0.f, 0.f, static_cast<float>(size_.x), static_cast<float>(size_.y))));
    drawVeil(target, {8, 10, 14, static_cast<uint8_t>(std::min(1.f, time_ * 3.f) * 180.f)});
    const float cx = static_cast<float>(size_.x) * 0.5f;
    const float top = top_;
    drawPanel(target, panel(), colors::kPanel, colors::kPanelLine);
    const sf::Font& font = ctx_.res.font;
    drawTextCentred(target, font, title(), 42, info_.won || info_.endless ? colors::kGold : colors::kRefuse, cx,
                    top + 14.f);
    drawTextCentred(target, font, subtitle(), 18, colors::kTextDim, cx, top + 68.f);
    float y = top + 100.f;
    if (info_.won) {
      std::string s;
      for (int i = 0; i < 3; ++i) s += i < info_.stars ? "\u2605 " : "\u2606 ";
      drawTextCentred(target, font, s, 30, colors::kGold, cx, y);
      y += 44.f;
    }
    std::vector<std::pair<std::string, std::string>> rows;
    if (info_.endless) {
      rows.push_back({"Waves over", std::to_string(info_.waveCount) + (info_.newBest ? "   new record!" : "")});
      if (!info_.newBest && info_.bestWave > 0)
        rows.push_back({"Record on this level", std::to_string(info_.bestWave)});
    } else {
      rows.push_back({"Lives left", std::to_string(info_.lives) + " of " + std::to_string(info_.livesAtStart)});
      rows.push_back(
          {"Waves held (none through)", std::to_string(info_.wavesHeld) + " of " + std::to_string(info_.waveCount)});
    }
    rows.push_back(
        {"Enemies killed / got through", std::to_string(info_.killed) + " / " + std::to_string(info_.leaked)});
    rows.push_back({"Time", clock(info_.seconds)});
    rows.push_back({"Score", std::to_string(info_.score) + (info_.newBest && !info_.endless ? "   new best!" : "")});
    for (const auto& [label, value] : rows) {
      drawTextAt(target, font, label, 15, colors::kTextDim, cx - 180.f, y);
      sf::Text v = makeText(font, value, 15, colors::kText);
      placeText(v, cx + 180.f - textWidth(v), y);
      target.draw(v);
      y += kRowHeight;
    }
    // How the score was made, so a better run can be planned (when there is more to it than the kills).
    if (info_.card.total != info_.card.kills) {
      drawTextCentred(target, font, scoreParts(info_.card), 13, colors::kTextDim, cx, y + 2.f);
    }
    menu_.draw(target, font);
  }

 private:
  // At most five rows of numbers, then the line of the score's parts.
  static constexpr float kRows = 6.f;
  static constexpr float kRowHeight = 22.f;

  const char* title() const { return info_.endless ? "Endless run over" : (info_.won ? "Victory" : "Defeat"); }
  // The level, and how it was played when not as written.
  std::string subtitle() const {
    std::string s = info_.level;
    if (info_.difficulty != Difficulty::Normal) s += "   (" + std::string(difficultyDef(info_.difficulty).label) + ")";
    if (info_.replay) s += "   replay";
    return s;
  }
  // Below the level's name, and the stars after a win.
  float rowsTop() const { return info_.won ? 144.f : 100.f; }
  sf::FloatRect panel() const {
    const sf::FloatRect& last = menu_.entries().back().rect;
    return {static_cast<float>(size_.x) * 0.5f - 240.f, top_, 480.f, last.top + last.height + 20.f - top_};
  }

  GameContext& ctx_;
  ResultInfo info_;
  ResultActions actions_;
  Menu menu_;
  sf::Vector2u size_{1280, 720};
  float top_ = 130.f;
  float time_ = 0.f;
};

}  // namespace

std::unique_ptr<Screen> makeResultScreen(GameContext& ctx, ResultInfo info, ResultActions actions) {
  auto s = std::make_unique<ResultScreen>(ctx, std::move(info), std::move(actions));
  s->resize({1280, 720});
  return s;
}

}  // namespace td
