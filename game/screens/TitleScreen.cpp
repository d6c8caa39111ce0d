#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "game/editor/EditorScreen.h"
#include "game/lab/LabScreen.h"
#include "game/persist/ReplayStore.h"
#include "game/render/Palette.h"
#include "game/screens/MenuBackdrop.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/ui/Menu.h"
#include "game/ui/NoticeText.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

// In the player's language, read when drawn: the language can change while the game runs.
// TRANSLATORS: the game's name on the title screen, in capitals where the script has them.
const char* title() { return tr("TOWER DEFENCE"); }
const char* tagline() { return tr("Your towers are the maze."); }
const char* keysLine() { return tr("Arrows and Enter, or the mouse"); }
constexpr unsigned kTitleSize = 64;
constexpr unsigned kTaglineSize = 20;
constexpr unsigned kKeysSize = 14;

class TitleScreen : public Screen {
 public:
  explicit TitleScreen(GameContext& ctx) : ctx_(ctx) {
    for (int i = 0; i < 6; ++i) menu_.add({});
    relabel();
    // Shown on this title screen only, not again on the next visit.
    notice_ = std::move(ctx.notice);
    ctx.notice.clear();
  }

  void resize(sf::Vector2u size) override {
    size_ = size;
    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    const sf::Font& font = ctx_.res.font;
    const float cx = w * 0.5f;
    title_ = centredTextBox(font, title(), kTitleSize, cx, std::max(12.f, std::round(h * 0.1f)));
    tagline_ = centredTextBox(font, tagline(), kTaglineSize, cx, title_.top + 86.f);
    keys_ = centredTextBox(font, keysLine(), kKeysSize, cx, h - 30.f);
    // Where the window allows, as low as it sat at 720p; never under the
    // tagline or over the keys' line.
    constexpr float kRow = 54.f, kGap = 12.f;
    const auto rows = static_cast<float>(menu_.entries().size());
    const float needed = rows * kRow + (rows - 1.f) * kGap;
    const float below = tagline_.top + tagline_.height + 20.f;
    const float top = std::max(below, std::min(h * 0.42f, keys_.top - kGap - needed));
    menu_.layoutIn({0.f, top, w, keys_.top - kGap - top}, 300.f, kRow, 36.f, kGap);
  }

  std::vector<UiPart> parts() const override {
    std::vector<UiPart> p = {{"title", title_}, {"tagline", tagline_}, {"keys", keys_}};
    for (const Button& b : menu_.entries()) p.push_back({b.label, b.rect});
    return p;
  }

  // A pad's Cancel or Start is not Esc here: Esc quits at once, and a pad player pressing "back" on the title
  // menu means to stay (Quit is an entry of the menu, for the south button).
  bool pad(PadCommand command) override { return command == PadCommand::Cancel || command == PadCommand::Pause; }

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
        ctx_.stack.push(makeReplayBrowserScreen(ctx_, persist::replaysDir()));
        break;
      case 2:
        ctx_.stack.push(editorui::makeEditorScreen(ctx_));
        break;
      case 3:
        ctx_.stack.push(makeLabScreen(ctx_));
        break;
      case 4:
        ctx_.stack.push(makeSettingsScreen(ctx_));
        break;
      case 5:
        ctx_.quit = true;
        break;
      default:
        break;
    }
  }

  void update(float dt) override { time_ += dt; }

  void draw(sf::RenderTarget& target) override {
    // Settings, opened from here, may have changed the language.
    relabel();
    drawMenuBackdrop(target, time_);
    const float cx = static_cast<float>(size_.x) * 0.5f;
    drawTextCentred(target, ctx_.res.font, title(), kTitleSize, colors::kGold, cx, title_.top);
    drawTextCentred(target, ctx_.res.font, tagline(), kTaglineSize, colors::kTextDim, cx, tagline_.top);
    menu_.draw(target, ctx_.res.font);
    // Wrapped to the window: a damaged file's notice names a path and a reason.
    const float width = std::min(static_cast<float>(size_.x) - 40.f, 900.f);
    const float noticeTop = menu_.bounds().top + menu_.bounds().height + 16.f;
    float y = noticeTop;
    y += drawNoticeText(target, ctx_.res.font, notice_, colors::refuse(), cx, y, width);
    if (!ctx_.progressProblem.empty() && ctx_.progressProblem != notice_) {
      y += 6.f + drawNoticeText(target, ctx_.res.font, ctx_.progressProblem, colors::refuse(), cx, y + 6.f, width);
    }
    // A long notice in a short window takes the keys' line.
    if (y == noticeTop || y <= keys_.top)
      drawTextCentred(target, ctx_.res.font, keysLine(), kKeysSize, colors::kTextDim, cx, keys_.top);
  }

 private:
  void relabel() {
    auto& e = menu_.entries();
    e[0].label = tr("Play");
    e[1].label = tr("Replays");
    // TRANSLATORS: the title menu's entry that opens the level editor.
    e[2].label = tr("Editor");
    // TRANSLATORS: the title menu's entry that opens the Lab, where the engine's techniques are shown at work.
    e[3].label = tr("Lab");
    e[4].label = tr("Settings");
    // TRANSLATORS: the title menu's entry that closes the game.
    e[5].label = tr("Quit");
  }

  GameContext& ctx_;
  Menu menu_;
  std::string notice_;
  sf::FloatRect title_, tagline_, keys_;
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
