#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

#include "game/render/Palette.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/ui/Menu.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

// Drawn over the frozen game; the game gets no steps while this is on top.
// Pausing to build is the play screen's own; this is the way out of a level.
constexpr float kPanelHeight = 348.f;  // with the four entries every pause menu has
constexpr float kEntryStep = 58.f;     // an entry and the gap after it

class PauseScreen : public Screen {
 public:
  PauseScreen(GameContext& ctx, PauseActions actions) : ctx_(ctx), actions_(std::move(actions)) {
    picks_.push_back({[] { return std::string(tr("Resume")); }, [this] { actions_.resume(); }});
    picks_.push_back({[] { return std::string(tr("Restart level")); }, [this] { actions_.restart(); }});
    for (const PauseActions::Entry& e : actions_.rewinds) picks_.push_back(e);
    picks_.push_back(
        {[] { return std::string(tr("Settings")); }, [this] { ctx_.stack.push(makeSettingsScreen(ctx_)); }});
    picks_.push_back({actions_.menuLabel ? actions_.menuLabel : [] { return std::string(tr("Quit level")); },
                      [this] { actions_.menu(); }});
    for (size_t i = 0; i < picks_.size(); ++i) menu_.add({});
    relabel();
  }

  bool overlay() const override { return true; }

  void resize(sf::Vector2u size) override {
    size_ = size;
    const float cx = static_cast<float>(size.x) * 0.5f;
    // Centred on the window, as high as it was at 720p where there is room.
    const float height = kPanelHeight + kEntryStep * static_cast<float>(actions_.rewinds.size());
    const float top =
        std::max(8.f, std::min(static_cast<float>(size.y) * 0.4f - 96.f, (static_cast<float>(size.y) - height) * 0.5f));
    panel_ = {cx - 180.f, top, 360.f, height};
    title_ = centredTextBox(ctx_.res.font, tr("Paused"), 36, cx, top + 16.f);
    menu_.layout(cx, top + 96.f, 280.f, 48.f, 10.f);
  }

  std::vector<UiPart> parts() const override {
    std::vector<UiPart> p = {{"panel", panel_}, {"title", title_, "panel"}};
    for (const Button& b : menu_.entries()) p.push_back({b.label, b.rect, "panel"});
    return p;
  }

  void handle(const sf::Event& event) override {
    if (event.type == sf::Event::KeyPressed &&
        (event.key.code == sf::Keyboard::Escape || event.key.code == sf::Keyboard::P)) {
      actions_.resume();
      return;
    }
    const auto picked = menu_.handle(event);
    if (!picked) return;
    ctx_.uiSound(SoundId::Click);
    if (*picked >= 0 && static_cast<size_t>(*picked) < picks_.size()) picks_[static_cast<size_t>(*picked)].pick();
  }

  void update(float) override {}

  void draw(sf::RenderTarget& target) override {
    target.setView(sf::View(sf::FloatRect(0.f, 0.f, static_cast<float>(size_.x), static_cast<float>(size_.y))));
    drawVeil(target, {8, 10, 14, 170});
    drawPanel(target, panel_, colors::kPanel, colors::kPanelLine);
    // Settings, opened from here, may have changed the language.
    relabel();
    drawTextCentred(target, ctx_.res.font, tr("Paused"), 36, colors::kGold, static_cast<float>(size_.x) * 0.5f,
                    title_.top);
    menu_.draw(target, ctx_.res.font);
  }

 private:
  void relabel() {
    for (size_t i = 0; i < picks_.size(); ++i) menu_.entries()[i].label = picks_[i].label();
  }

  GameContext& ctx_;
  PauseActions actions_;
  std::vector<PauseActions::Entry> picks_;  // the menu's entries in order, with what each does
  Menu menu_;
  sf::FloatRect panel_, title_;
  sf::Vector2u size_{1280, 720};
};

}  // namespace

std::unique_ptr<Screen> makePauseScreen(GameContext& ctx, PauseActions actions) {
  auto s = std::make_unique<PauseScreen>(ctx, std::move(actions));
  s->resize({1280, 720});
  return s;
}

}  // namespace td
