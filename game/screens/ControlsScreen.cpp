// Settings > Controls: every play command with its two keys, rebound by pressing a key (game/input/ControlsPage).

#include <SFML/Window/Joystick.hpp>
#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/input/ControlsPage.h"
#include "game/input/KeyNames.h"
#include "game/render/Palette.h"
#include "game/screens/MenuBackdrop.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

constexpr unsigned kControlsTitleSize = 36;
constexpr float kRowHeight = 30.f;
constexpr float kKeyWidth = 110.f;

class ControlsScreen : public Screen {
 public:
  explicit ControlsScreen(GameContext& ctx) : ctx_(ctx), page_(ctx.keys) { findPad(); }

  bool takesPadButtons() const override { return page_.wantsPadButton(); }

  void resize(sf::Vector2u size) override {
    size_ = size;
    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    title_ = centredTextBox(ctx_.res.font, tr("Controls"), kControlsTitleSize, w * 0.5f, std::max(8.f, h * 0.04f));
    const float width = std::min(w - 24.f, 760.f);
    const float top = title_.top + title_.height + 10.f;
    // Two lines at the foot: the prompt, and above it a refusal when there is one.
    const float bottom = h - 52.f;
    table_ = {(w - width) * 0.5f, top, width, std::max(kRowHeight, bottom - top)};
    visible_ = std::max<size_t>(1, static_cast<size_t>(table_.height / kRowHeight));
    keepFocusVisible();
  }

  std::vector<UiPart> parts() const override {
    std::vector<UiPart> p = {{"title", title_}, {"table", table_}};
    for (size_t i = first_; i < std::min(page_.rows(), first_ + visible_); ++i) {
      if (i < keyCommands().size()) {
        p.push_back({keyCommands()[i].id, cell(i, 0), "table"});
      } else if (page_.isPadRow(i)) {
        p.push_back({"pad " + std::string(kPadButtonCommands[i - page_.firstPadRow()].id), cell(i, 0), "table"});
      } else {
        p.push_back({i == page_.resetRow() ? "Reset to defaults" : "Back", wideButton(i), "table"});
      }
    }
    return p;
  }

  void handle(const sf::Event& event) override {
    switch (event.type) {
      case sf::Event::KeyPressed:
        outcome(page_.key(event.key.code));
        keepFocusVisible();
        break;
      case sf::Event::JoystickButtonPressed:
        outcome(page_.padButton(event.joystickButton.button));
        break;
      case sf::Event::JoystickConnected:
      case sf::Event::JoystickDisconnected:
        findPad();
        break;
      case sf::Event::MouseMoved:
        hover(sf::Vector2f(static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)), false);
        break;
      case sf::Event::MouseButtonPressed:
        if (event.mouseButton.button == sf::Mouse::Left) {
          hover(sf::Vector2f(static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)), true);
        }
        break;
      case sf::Event::MouseWheelScrolled: {
        const auto most = page_.rows() > visible_ ? page_.rows() - visible_ : 0;
        const float step = -std::round(event.mouseWheelScroll.delta);
        first_ = static_cast<size_t>(std::clamp(static_cast<float>(first_) + step, 0.f, static_cast<float>(most)));
        break;
      }
      default:
        break;
    }
  }

  void update(float dt) override { time_ += dt; }
  // The pad rows set the buttons of the first pad connected, under its name.
  void findPad() {
    padName_.clear();
    for (unsigned j = 0; j < sf::Joystick::Count; ++j) {
      if (!sf::Joystick::isConnected(j)) continue;
      padName_ = sf::Joystick::getIdentification(j).name.toAnsiString();
      // Kept in the settings under this name: not translated.
      if (padName_.empty()) padName_ = "pad " + std::to_string(j + 1);
      break;
    }
    if (padName_.empty()) {
      page_.setPad(nullptr);
      return;
    }
    const auto it = ctx_.settings.padButtons.find(padName_);
    padMapping_ = it == ctx_.settings.padButtons.end() ? PadMapping::common() : PadMapping::load(it->second);
    page_.setPad(&padMapping_);
  }

  void draw(sf::RenderTarget& target) override {
    drawMenuBackdrop(target, time_);
    const auto w = static_cast<float>(size_.x);
    const sf::Font& font = ctx_.res.font;
    drawTextCentred(target, font, tr("Controls"), kControlsTitleSize, colors::kText, w * 0.5f, title_.top);
    drawPanel(target, table_, colors::kPanel, colors::kPanelLine);
    const float nameWidth = table_.width - 2.f * kKeyWidth - 36.f;
    for (size_t i = first_; i < std::min(page_.rows(), first_ + visible_); ++i) {
      if (i >= keyCommands().size() && !page_.isPadRow(i)) {
        Button b;
        b.rect = wideButton(i);
        b.label = i == page_.resetRow() ? tr("Reset to defaults") : tr("Back");
        if (i == page_.resetRow()) b.enabled = !ctx_.keys.isDefault() || padMapping_ != PadMapping::common();
        drawButton(target, font, b, page_.row() == i, 15);
        continue;
      }
      const float y = rowTop(i);
      if (page_.isPadRow(i)) {
        drawPadRow(target, i, nameWidth);
        continue;
      }
      sf::Text name = makeText(font, keyCommandName(i), 15, page_.row() == i ? colors::kText : colors::kTextDim);
      cutToWidth(name, nameWidth);
      placeText(name, table_.left + 12.f, y + 6.f);
      target.draw(name);
      for (size_t s = 0; s < KeyBindings::kSlots; ++s) {
        Button b;
        b.rect = cell(i, s);
        const bool focused = page_.row() == i && page_.slot() == s;
        const sf::Keyboard::Key k = ctx_.keys.key(i, s);
        b.label = focused && page_.mode() != ControlsPage::Mode::Browse ? "..."
                  : k == sf::Keyboard::Unknown                          ? "-"
                                                                        : std::string(keyLabel(k));
        b.enabled = !KeyBindings::fixed(i, s);
        b.active = focused && page_.mode() != ControlsPage::Mode::Browse;
        drawButton(target, font, b, focused, 14);
      }
    }
    // A scroll bar where not every row fits.
    if (page_.rows() > visible_) {
      const float share = static_cast<float>(visible_) / static_cast<float>(page_.rows());
      const float at = static_cast<float>(first_) / static_cast<float>(page_.rows());
      drawPanel(target, {table_.left + table_.width - 6.f, table_.top + table_.height * at, 4.f, table_.height * share},
                colors::kTextDim, colors::kTextDim);
    }
    const float wrap = std::min(w - 24.f, 900.f);
    if (!page_.message().empty()) {
      drawTextCentred(target, font, cutToWidth(font, page_.message(), 14, wrap), 14, colors::refuse(), w * 0.5f,
                      static_cast<float>(size_.y) - 46.f);
    }
    drawTextCentred(target, font, cutToWidth(font, page_.prompt(), 14, wrap), 14, colors::kTextDim, w * 0.5f,
                    static_cast<float>(size_.y) - 24.f);
  }

 private:
  // A pad command's row: its name and the button it is on for the pad in use.
  void drawPadRow(sf::RenderTarget& target, size_t row, float nameWidth) {
    const sf::Font& font = ctx_.res.font;
    const PadCommandWords& words = kPadButtonCommands[row - page_.firstPadRow()];
    // The command's words are English in game/input/PadCommand.h's table, translated when shown.
    // TRANSLATORS: a row of the Controls page for a game pad's button; {0} is what it does ("Call the next wave").
    const std::string label = textf(tr("Pad: {0}"), tr(std::string(words.name).c_str()));
    sf::Text name = makeText(font, label, 15, page_.row() == row ? colors::kText : colors::kTextDim);
    cutToWidth(name, nameWidth);
    placeText(name, table_.left + 12.f, rowTop(row) + 6.f);
    target.draw(name);
    Button b;
    b.rect = cell(row, 0);
    const bool focused = page_.row() == row;
    if (focused && page_.mode() != ControlsPage::Mode::Browse) {
      b.label = "...";
      b.active = true;
    } else if (page_.pad() == nullptr) {
      // TRANSLATORS: in a pad button's cell on the Controls page, when no game pad is connected.
      b.label = tr("no pad");
      b.enabled = false;
    } else {
      const std::optional<unsigned> button = page_.pad()->buttonOf(words.command);
      // TRANSLATORS: a game pad's button by its number.
      b.label = button ? textf(tr("Button {0}"), *button) : "-";
    }
    drawButton(target, font, b, focused, 14);
  }

  float rowTop(size_t row) const { return table_.top + static_cast<float>(row - first_) * kRowHeight; }
  sf::FloatRect cell(size_t row, size_t slot) const {
    const float right = table_.left + table_.width - 12.f;
    return {right - static_cast<float>(KeyBindings::kSlots - slot) * (kKeyWidth + 6.f) + 6.f, rowTop(row) + 2.f,
            kKeyWidth, kRowHeight - 4.f};
  }
  sf::FloatRect wideButton(size_t row) const {
    return {table_.left + table_.width * 0.5f - 120.f, rowTop(row) + 2.f, 240.f, kRowHeight - 4.f};
  }

  void keepFocusVisible() {
    if (page_.row() < first_) first_ = page_.row();
    if (page_.row() >= first_ + visible_) first_ = page_.row() + 1 - visible_;
  }

  // The row and slot under `p`; a click there acts on it.
  void hover(sf::Vector2f p, bool clicked) {
    for (size_t i = first_; i < std::min(page_.rows(), first_ + visible_); ++i) {
      for (size_t s = 0; s < KeyBindings::kSlots; ++s) {
        const bool keyRow = i < keyCommands().size();
        const bool padRow = page_.isPadRow(i);
        const bool on = keyRow   ? cell(i, s).contains(p)
                        : padRow ? s == 0 && cell(i, 0).contains(p)
                                 : wideButton(i).contains(p) && s == 0;
        if (!on) continue;
        if (clicked) {
          outcome(page_.click(i, s));
        } else if (page_.mode() == ControlsPage::Mode::Browse) {
          page_.focus(i, s);
        }
        return;
      }
    }
  }

  void outcome(ControlsPage::Outcome o) {
    switch (o) {
      case ControlsPage::Outcome::Changed:
        save();
        ctx_.uiSound(SoundId::Click);
        break;
      case ControlsPage::Outcome::PadChanged:
        if (PadMapping::Stored stored = padMapping_.stored(); stored.empty()) {
          ctx_.settings.padButtons.erase(padName_);
        } else {
          ctx_.settings.padButtons[padName_] = std::move(stored);
        }
        save();
        ctx_.uiSound(SoundId::Click);
        break;
      case ControlsPage::Outcome::Refused:
        ctx_.uiSound(SoundId::Refused);
        break;
      case ControlsPage::Outcome::AskReset:
        askToReset();
        break;
      case ControlsPage::Outcome::Back:
        ctx_.uiSound(SoundId::Click);
        ctx_.stack.pop();
        break;
      case ControlsPage::Outcome::None:
        break;
    }
  }

  void save() {
    ctx_.settings.keys = ctx_.keys.stored();
    if (ctx_.onSettingsChanged) ctx_.onSettingsChanged(ctx_.settings);
  }

  void askToReset() {
    if (ctx_.keys.isDefault() && padMapping_ == PadMapping::common()) return;
    ctx_.uiSound(SoundId::Click);
    ConfirmActions ask;
    ask.question = tr("Put every key back?");
    ask.detail = tr("Every play key, and the pad's buttons, as the game first had them.");
    ask.yes = [this] {
      ctx_.keys.reset();
      ctx_.settings.padButtons.erase(padName_);
      padMapping_ = PadMapping::common();
      save();
      ctx_.stack.pop();
    };
    ask.no = [this] { ctx_.stack.pop(); };
    ctx_.stack.push(makeConfirmScreen(ctx_, std::move(ask)));
  }

  GameContext& ctx_;
  ControlsPage page_;
  PadMapping padMapping_;  // of the pad in use, as the pad rows set it
  std::string padName_;
  sf::FloatRect title_, table_;
  sf::Vector2u size_{1280, 720};
  size_t visible_ = 1;
  size_t first_ = 0;  // the first row shown
  float time_ = 0.f;
};

}  // namespace

std::unique_ptr<Screen> makeControlsScreen(GameContext& ctx) {
  auto s = std::make_unique<ControlsScreen>(ctx);
  s->resize({1280, 720});
  return s;
}

}  // namespace td
