#include "game/render/Hud.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {
namespace {

sf::String utf8(const std::string& text) { return sf::String::fromUtf8(text.begin(), text.end()); }

float textWidth(const sf::Text& t) { return t.getLocalBounds().left + t.getLocalBounds().width; }

// Text baselines land on whole pixels, or glyphs blur.
sf::Vector2f snap(float x, float y) { return {std::round(x), std::round(y)}; }

}  // namespace

Hud::Hud(const sf::Font& font) : font_(font) {}

sf::Text Hud::makeText(unsigned size, sf::Color color) const {
  sf::Text text;
  text.setFont(font_);
  text.setCharacterSize(size);
  text.setFillColor(color);
  return text;
}

void Hud::set(const HudInfo& info, sf::Vector2u window) {
  if (laidOut_ && info == info_ && window == window_) return;
  info_ = info;
  window_ = window;
  laidOut_ = true;
  layout();
}

void Hud::layout() {
  const auto w = static_cast<float>(window_.x);
  const auto h = static_cast<float>(window_.y);
  panels_.clear();
  addRect(panels_, {0.f, 0.f, w, kTopBar}, colors::kPanel);
  addRect(panels_, {0.f, kTopBar, w, 1.f}, colors::kPanelLine);
  addRect(panels_, {0.f, h - kBottomBar, w, kBottomBar}, colors::kPanel);
  addRect(panels_, {0.f, h - kBottomBar - 1.f, w, 1.f}, colors::kPanelLine);
  // A thin strip in the accent colour marks the title.
  addRect(panels_, {0.f, 0.f, 4.f, kTopBar}, colors::kGold);

  title_ = makeText(22, colors::kText);
  title_.setString(utf8(info_.levelName));
  title_.setPosition(snap(18.f, 11.f));
  facts_ = makeText(13, colors::kTextDim);
  facts_.setString(utf8(info_.levelFacts));
  facts_.setPosition(snap(28.f + textWidth(title_), 19.f));

  char route[64];
  std::snprintf(route, sizeof route, "%.1f", info_.longestRoute);
  const struct {
    const char* label;
    std::string value;
    sf::Color color;
  } stats[] = {
      {"Gold", std::to_string(info_.gold), colors::kGold},
      {"Lives", std::to_string(info_.lives), colors::kLives},
      {"Walls", std::to_string(info_.walls), colors::kWall},
      {"Longest route", route, colors::kText},
  };
  stats_.clear();
  float x = w - 18.f;
  // Right to left, so the block stays flush with the window edge.
  for (auto it = std::rbegin(stats); it != std::rend(stats); ++it) {
    sf::Text value = makeText(20, it->color);
    value.setString(it->value);
    x -= textWidth(value);
    value.setPosition(snap(x, 12.f));
    sf::Text label = makeText(12, colors::kTextDim);
    label.setString(it->label);
    x -= textWidth(label) + 7.f;
    label.setPosition(snap(x, 20.f));
    x -= 26.f;
    stats_.push_back(value);
    stats_.push_back(label);
  }

  const std::string flow = std::string("flow: ") + overlayName(info_.overlay);
  const std::string routes = std::string("routes: ") + (info_.routes ? "on" : "off");
  const std::pair<const char*, std::string> hints[] = {
      {"Left click", "build wall"}, {"Right click", "remove"}, {"F", flow}, {"R", routes},
      {"F12", "screenshot"},        {"Esc", "quit"},
  };
  hints_.clear();
  x = 18.f;
  const float y = h - kBottomBar + 9.f;
  for (const auto& [key, what] : hints) {
    sf::Text k = makeText(14, colors::kText);
    k.setString(key);
    k.setStyle(sf::Text::Bold);
    k.setPosition(snap(x, y));
    x += textWidth(k) + 7.f;
    sf::Text d = makeText(14, colors::kTextDim);
    d.setString(utf8(what));
    d.setPosition(snap(x, y));
    x += textWidth(d) + 24.f;
    hints_.push_back(k);
    hints_.push_back(d);
  }
  hover_ = makeText(14, colors::kTextDim);
  hover_.setString(utf8(info_.hover));
  // Flush right; left out when the window is too narrow for it beside the hints.
  const float hoverX = w - 18.f - textWidth(hover_);
  hover_.setPosition(snap(hoverX, y));
  if (hoverX < x) hover_.setString("");
}

void Hud::showMessage(const std::string& text, sf::Color color, float seconds) {
  message_ = makeText(17, color);
  message_.setString(utf8(text));
  messageColor_ = color;
  messageLeft_ = seconds;
  messageTotal_ = seconds;
}

void Hud::update(float dt) { messageLeft_ = std::max(0.f, messageLeft_ - dt); }

void Hud::draw(sf::RenderTarget& target) const {
  target.draw(panels_);
  target.draw(title_);
  target.draw(facts_);
  for (const sf::Text& t : stats_) target.draw(t);
  for (const sf::Text& t : hints_) target.draw(t);
  target.draw(hover_);
  if (messageLeft_ <= 0.f) return;
  // Full strength at first, then fading out over the last second.
  const float fade = std::min(1.f, messageLeft_ / std::min(1.f, messageTotal_));
  const auto alpha = static_cast<uint8_t>(255.f * fade);
  const sf::FloatRect bounds = message_.getLocalBounds();
  const float w = bounds.width + 36.f;
  const float x = std::round((static_cast<float>(window_.x) - w) * 0.5f);
  const float y = kTopBar + 14.f;
  sf::VertexArray box(sf::Triangles);
  addRect(box, {x, y, w, 34.f}, sf::Color(12, 13, 17, static_cast<uint8_t>(215.f * fade)));
  addRect(box, {x, y + 32.f, w, 2.f}, withAlpha(messageColor_, alpha));
  target.draw(box);
  sf::Text text = message_;
  text.setFillColor(withAlpha(messageColor_, alpha));
  text.setPosition(snap(x + 18.f - bounds.left, y + 7.f));
  target.draw(text);
}

}  // namespace td
