#include <memory>
#include <utility>
#include <vector>

#include "game/render/Palette.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/ui/Menu.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

class ConfirmScreen : public Screen {
 public:
  ConfirmScreen(GameContext& ctx, ConfirmActions actions) : ctx_(ctx), actions_(std::move(actions)) {
    menu_.add("Yes");
    menu_.add("No");
  }

  bool overlay() const override { return true; }

  void resize(sf::Vector2u size) override {
    size_ = size;
    menu_.layout(static_cast<float>(size.x) * 0.5f, top() + 96.f, 220.f, 44.f, 10.f);
  }

  std::vector<UiPart> parts() const override {
    const float cx = static_cast<float>(size_.x) * 0.5f;
    std::vector<UiPart> p = {
        {"panel", {cx - 230.f, top(), 460.f, 214.f}},
        {"question", centredTextBox(ctx_.res.font, actions_.question, 24, cx, top() + 18.f), "panel"}};
    if (!actions_.detail.empty()) {
      p.push_back({"detail", centredTextBox(ctx_.res.font, actions_.detail, 14, cx, top() + 58.f), "panel"});
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
    drawPanel(target, {cx - 230.f, top(), 460.f, 214.f}, colors::kPanel, colors::kPanelLine);
    drawTextCentred(target, ctx_.res.font, actions_.question, 24, colors::kGold, cx, top() + 18.f);
    if (!actions_.detail.empty()) {
      drawTextCentred(target, ctx_.res.font, actions_.detail, 14, colors::kTextDim, cx, top() + 58.f);
    }
    menu_.draw(target, ctx_.res.font);
  }

 private:
  float top() const { return static_cast<float>(size_.y) * 0.5f - 130.f; }

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
