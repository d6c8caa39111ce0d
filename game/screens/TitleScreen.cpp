#include <algorithm>
#include <memory>
#include <string>
#include <utility>

#include "game/editor/EditorScreen.h"
#include "game/render/Palette.h"
#include "game/screens/MenuBackdrop.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/ui/Menu.h"
#include "game/ui/NoticeText.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

class TitleScreen : public Screen {
 public:
  explicit TitleScreen(GameContext& ctx) : ctx_(ctx) {
    menu_.add("Play");
    menu_.add("Editor");
    menu_.add("Settings");
    menu_.add("Quit");
    // Shown on this title screen only, not again on the next visit.
    notice_ = std::move(ctx.notice);
    ctx.notice.clear();
  }

  void resize(sf::Vector2u size) override {
    size_ = size;
    menu_.layout(static_cast<float>(size.x) * 0.5f, static_cast<float>(size.y) * 0.42f, 300.f, 54.f, 12.f);
  }

  void handle(const sf::Event& event) override {
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape) {
      ctx_.quit = true;
      return;
    }
    const auto picked = menu_.handle(event);
    if (!picked) return;
    ctx_.uiSound(SoundId::Click);
    switch (*picked) {
      case 0:
        ctx_.stack.push(makeLevelSelectScreen(ctx_));
        break;
      case 1:
        ctx_.stack.push(editorui::makeEditorScreen(ctx_));
        break;
      case 2:
        ctx_.stack.push(makeSettingsScreen(ctx_));
        break;
      case 3:
        ctx_.quit = true;
        break;
      default:
        break;
    }
  }

  void update(float dt) override { time_ += dt; }

  void draw(sf::RenderTarget& target) override {
    drawMenuBackdrop(target, time_);
    const float cx = static_cast<float>(size_.x) * 0.5f;
    const float top = static_cast<float>(size_.y) * 0.14f;
    drawTextCentred(target, ctx_.res.font, "TOWER DEFENCE", 64, colors::kGold, cx, top);
    drawTextCentred(target, ctx_.res.font, "Your towers are the maze.", 20, colors::kTextDim, cx, top + 86.f);
    menu_.draw(target, ctx_.res.font);
    // Wrapped to the window: a damaged file's notice names a path and a reason.
    const float width = std::min(static_cast<float>(size_.x) - 40.f, 900.f);
    float y = static_cast<float>(size_.y) * 0.74f;
    y += drawNoticeText(target, ctx_.res.font, notice_, colors::kRefuse, cx, y, width);
    if (!ctx_.progressProblem.empty() && ctx_.progressProblem != notice_) {
      drawNoticeText(target, ctx_.res.font, ctx_.progressProblem, colors::kRefuse, cx, y + 6.f, width);
    }
    drawTextCentred(target, ctx_.res.font, "Arrows and Enter, or the mouse", 14, colors::kTextDim, cx,
                    static_cast<float>(size_.y) - 30.f);
  }

 private:
  GameContext& ctx_;
  Menu menu_;
  std::string notice_;
  sf::Vector2u size_{1280, 720};
  float time_ = 0.f;
};

}  // namespace

std::unique_ptr<Screen> makeTitleScreen(GameContext& ctx) {
  auto s = std::make_unique<TitleScreen>(ctx);
  s->resize({1280, 720});
  return s;
}

}  // namespace td
