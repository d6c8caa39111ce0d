#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "game/render/Palette.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/ui/Menu.h"
#include "game/ui/TextWrap.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

constexpr float kPanelWidth = 460.f;
// The room for the question and its detail across the panel.
constexpr float kTextRoom = kPanelWidth - 24.f;
constexpr unsigned kQuestionSize = 24;
constexpr unsigned kDetailSize = 14;
// Between the detail's top and the answers.
constexpr float kDetailRoom = 38.f;

class ConfirmScreen : public Screen {
 public:
  ConfirmScreen(GameContext& ctx, ConfirmActions actions) : ctx_(ctx), actions_(std::move(actions)) {
    // TRANSLATORS: the answers to a question (Y and N answer it too).
    menu_.add(tr("Yes"));
    menu_.add(tr("No"));
  }

  bool overlay() const override { return true; }

  void resize(sf::Vector2u size) override {
    size_ = size;
    menu_.layout(static_cast<float>(size.x) * 0.5f, top() + 96.f, 220.f, 44.f, 10.f);
  }

  std::vector<UiPart> parts() const override {
    const float cx = static_cast<float>(size_.x) * 0.5f;
    std::vector<UiPart> p = {
        {"panel", {cx - kPanelWidth * 0.5f, top(), kPanelWidth, 214.f}},
        {"question", centredTextBox(ctx_.res.font, actions_.question, questionSize(), cx, top() + 18.f), "panel"}};
    const Detail d = detail();
    for (size_t i = 0; i < d.lines.size(); ++i) {
      p.push_back({i == 0 ? std::string("detail") : "detail " + std::to_string(i + 1),
                   centredTextBox(ctx_.res.font, d.lines[i], d.size, cx, detailTop(d, i)), "panel"});
    }
    for (const Button& b : menu_.entries()) p.push_back({b.label, b.rect, "panel"});
    return p;
  }

  void handle(const sf::Event& event) override {
    if (event.type == sf::Event::KeyPressed) {
      if (event.key.code == sf::Keyboard::Escape || event.key.code == sf::Keyboard::N) {
        answer(false);
        return;
      }
      if (event.key.code == sf::Keyboard::Y) {
        answer(true);
        return;
      }
    }
    if (const auto picked = menu_.handle(event)) answer(*picked == 0);
  }

  void update(float) override {}

  void draw(sf::RenderTarget& target) override {
    target.setView(sf::View(sf::FloatRect(0.f, 0.f, static_cast<float>(size_.x), static_cast<float>(size_.y))));
    drawVeil(target, {8, 10, 14, 150});
    const float cx = static_cast<float>(size_.x) * 0.5f;
    drawPanel(target, {cx - kPanelWidth * 0.5f, top(), kPanelWidth, 214.f}, colors::kPanel, colors::kPanelLine);
    drawTextCentred(target, ctx_.res.font, actions_.question, questionSize(), colors::kGold, cx, top() + 18.f);
    const Detail d = detail();
    for (size_t i = 0; i < d.lines.size(); ++i) {
      drawTextCentred(target, ctx_.res.font, d.lines[i], d.size, colors::kTextDim, cx, detailTop(d, i));
    }
    menu_.draw(target, ctx_.res.font);
  }

 private:
  float top() const { return static_cast<float>(size_.y) * 0.5f - 130.f; }

  float widthAt(const std::string& text, unsigned size) const {
    return textWidth(makeText(ctx_.res.font, text, size, colors::kText));
  }

  // Smaller rather than past the panel's edges: a question runs longer in some languages than in others.
  unsigned questionSize() const {
    unsigned size = kQuestionSize;
    while (size > 14 && widthAt(actions_.question, size) > kTextRoom) --size;
    return size;
  }

  // The detail in one line where it fits, else in two (smaller as needed), cut at the smallest.
  struct Detail {
    std::vector<std::string> lines;
    unsigned size = kDetailSize;
  };
  Detail detail() const {
    Detail d;
    if (actions_.detail.empty()) return d;
    if (widthAt(actions_.detail, kDetailSize) <= kTextRoom) {
      d.lines = {actions_.detail};
      return d;
    }
    for (d.size = kDetailSize - 1; d.size >= 10; --d.size) {
      d.lines = wrapWords(ctx_.res.font, actions_.detail, d.size, kTextRoom);
      if (d.lines.size() <= 2 && static_cast<float>(d.size) * 1.2f * 2.f <= kDetailRoom) break;
    }
    d.size = std::max(d.size, 10u);
    if (d.lines.size() > 2) {
      d.lines[1] += " " + d.lines[2];  // cut with an ellipsis below
      d.lines.resize(2);
    }
    for (std::string& line : d.lines) line = cutToWidth(ctx_.res.font, line, d.size, kTextRoom);
    return d;
  }
  float detailTop(const Detail& d, size_t line) const {
    return top() + 58.f + static_cast<float>(line) * static_cast<float>(d.size) * 1.2f;
  }

  void answer(bool yes) {
    ctx_.uiSound(SoundId::Click);
    if (yes) {
      actions_.yes();
    } else {
      actions_.no();
    }
  }

  GameContext& ctx_;
  ConfirmActions actions_;
  Menu menu_;
  sf::Vector2u size_{1280, 720};
};

}  // namespace

std::unique_ptr<Screen> makeConfirmScreen(GameContext& ctx, ConfirmActions actions) {
  auto s = std::make_unique<ConfirmScreen>(ctx, std::move(actions));
  s->resize({1280, 720});
  return s;
}

}  // namespace td
