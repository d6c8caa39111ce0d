#include "game/lab/LabScreen.h"

#include <SFML/Window/Keyboard.hpp>
#include <algorithm>
#include <cmath>
#include <functional>

#include "game/lab/CollisionsPage.h"
#include "game/lab/GridsPage.h"
#include "game/lab/LabPage.h"
#include "game/lab/MeshesPage.h"
#include "game/lab/MoversPage.h"
#include "game/render/Palette.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/ui/Button.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

constexpr unsigned kTitleSize = 24;
constexpr unsigned kTabSize = 16;
constexpr unsigned kHelpSize = 13;
constexpr float kStripHeight = 40.f;
constexpr float kMargin = 10.f;

struct PageRow {
  std::string_view id;
  std::function<std::unique_ptr<LabPage>(GameContext&)> make;
};

// One row a page: a new page is its own file and a row here.
const std::vector<PageRow>& pageRows() {
  static const std::vector<PageRow> rows = {
      {"grids", [](GameContext& ctx) { return makeGridsPage(ctx.res.font); }},
      {"meshes", [](GameContext& ctx) { return makeMeshesPage(ctx.res, ctx.res.paths.meshes()); }},
      {"movers", [](GameContext& ctx) { return makeMoversPage(ctx.res, ctx.res.paths.labYard()); }},
      {"collisions", [](GameContext& ctx) { return makeCollisionsPage(ctx.res.font); }},
  };
  return rows;
}

class LabScreen final : public Screen {
 public:
  LabScreen(GameContext& ctx, size_t first) : ctx_(ctx), current_(first) {
    for (const PageRow& row : pageRows()) pages_.push_back(row.make(ctx));
  }

  void resize(sf::Vector2u size) override {
    size_ = size;
    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    title_ = {kMargin, kMargin, titleWidth(), kStripHeight - kMargin};
    const float backWidth = 110.f;
    back_.rect = {w - kMargin - backWidth, kMargin, backWidth, kStripHeight - kMargin};
    float x = title_.left + title_.width + 16.f;
    const float tabWidth = std::min(150.f, (back_.rect.left - 12.f - x) / static_cast<float>(pages_.size()));
    tabs_.resize(pages_.size());
    for (size_t i = 0; i < pages_.size(); ++i) {
      tabs_[i].rect = {x, kMargin, tabWidth - 4.f, kStripHeight - kMargin};
      x += tabWidth;
    }
    const float helpHeight = static_cast<float>(kHelpSize) * 1.3f * 2.f;
    help_ = {kMargin, h - helpHeight - 4.f, w - 2.f * kMargin, helpHeight};
    page_ = {kMargin, kStripHeight + 8.f, w - 2.f * kMargin, help_.top - kStripHeight - 14.f};
    for (const auto& p : pages_) p->layout(page_);
  }

  std::vector<UiPart> parts() const override {
    std::vector<UiPart> p = {{"title", title_}, {"Back", back_.rect}, {"page", page_}, {"help", help_}};
    for (size_t i = 0; i < tabs_.size(); ++i) p.push_back({"tab " + std::to_string(i + 1), tabs_[i].rect});
    for (UiPart part : pages_[current_]->parts()) p.push_back(std::move(part));
    return p;
  }

  void handle(const sf::Event& event) override {
    if (event.type == sf::Event::KeyPressed) {
      if (event.key.code == sf::Keyboard::Escape || event.key.code == sf::Keyboard::Backspace) {
        leave();
        return;
      }
      if (event.key.code == sf::Keyboard::Tab || event.key.code == sf::Keyboard::PageDown ||
          event.key.code == sf::Keyboard::PageUp) {
        const bool back = event.key.shift || event.key.code == sf::Keyboard::PageUp;
        show((current_ + (back ? pages_.size() - 1 : 1)) % pages_.size());
        return;
      }
    }
    if (event.type == sf::Event::MouseMoved)
      mouse_ = {static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)};
    if (event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left) {
      const sf::Vector2f p{static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)};
      if (back_.hit(p.x, p.y)) {
        leave();
        return;
      }
      for (size_t i = 0; i < tabs_.size(); ++i) {
        if (tabs_[i].hit(p.x, p.y)) {
          show(i);
          return;
        }
      }
    }
    pages_[current_]->handle(event);
  }

  void update(float dt) override {
    time_ += dt;
    pages_[current_]->update(dt);
  }

  void draw(sf::RenderTarget& target) override {
    // Plain: the menus' marching backdrop would compete with the pictures.
    target.clear(colors::kBackground);
    const sf::Font& font = ctx_.res.font;
    drawTextAt(target, font, title(), kTitleSize, colors::kGold, title_.left, title_.top);
    for (size_t i = 0; i < tabs_.size(); ++i) {
      Button tab = tabs_[i];
      tab.label = pages_[i]->title();
      tab.active = i == current_;
      drawButton(target, font, tab, tab.rect.contains(mouse_), kTabSize);
    }
    Button back = back_;
    back.label = tr("Back");
    drawButton(target, font, back, back.rect.contains(mouse_), kTabSize);
    pages_[current_]->draw(target);
    drawHelp(target);
  }

  // For a screenshot: every page at a telling moment, still.
  void settle() {
    for (const auto& p : pages_) p->settleForScreenshot();
  }

 private:
  static std::string title() {
    // TRANSLATORS: the title of the Lab, where the engine's techniques are shown at work.
    return tr("Lab");
  }

  float titleWidth() const { return textWidth(makeText(ctx_.res.font, title(), kTitleSize, colors::kGold)) + 4.f; }

  void drawHelp(sf::RenderTarget& target) {
    // The keys one after another, on two lines at most: a line takes whole items while they fit.
    const std::string text = pages_[current_]->help() + " · " + tr("Tab page · Esc back");
    const sf::Font& font = ctx_.res.font;
    const std::string separator = " · ";
    std::vector<std::string> items;
    for (size_t from = 0; from <= text.size();) {
      const size_t cut = std::min(text.find(separator, from), text.size());
      items.push_back(text.substr(from, cut - from));
      from = cut + separator.size();
    }
    std::vector<std::string> lines(1);
    for (const std::string& item : items) {
      const std::string longer = lines.back().empty() ? item : lines.back() + separator + item;
      if (lines.back().empty() || textWidth(makeText(font, longer, kHelpSize, colors::kTextDim)) <= help_.width) {
        lines.back() = longer;
      } else {
        lines.push_back(item);
      }
    }
    float y = help_.top;
    for (size_t i = 0; i < std::min<size_t>(lines.size(), 2); ++i) {
      // What the second line cannot hold is cut, with an ellipsis.
      std::string line = lines[i];
      if (i == 1 && lines.size() > 2) line += separator + lines[2];
      drawTextAt(target, font, cutToWidth(font, line, kHelpSize, help_.width), kHelpSize, colors::kTextDim, help_.left,
                 y);
      y += static_cast<float>(kHelpSize) * 1.3f;
    }
  }

  void show(size_t page) {
    if (page == current_) return;
    ctx_.uiSound(SoundId::Click);
    current_ = page;
  }

  void leave() {
    ctx_.uiSound(SoundId::Click);
    ctx_.stack.pop();
  }

  GameContext& ctx_;
  std::vector<std::unique_ptr<LabPage>> pages_;
  size_t current_ = 0;
  std::vector<Button> tabs_;
  Button back_;
  sf::FloatRect title_, page_, help_;
  sf::Vector2u size_{1280, 720};
  sf::Vector2f mouse_{-1.f, -1.f};
  float time_ = 0.f;
};

}  // namespace

const std::vector<std::string_view>& labPageIds() {
  static const std::vector<std::string_view> ids = [] {
    std::vector<std::string_view> out;
    for (const PageRow& row : pageRows()) out.push_back(row.id);
    return out;
  }();
  return ids;
}

std::unique_ptr<Screen> makeLabScreen(GameContext& ctx, std::string_view page, bool still) {
  size_t first = 0;
  if (!page.empty()) {
    const auto& ids = labPageIds();
    const auto it = std::find(ids.begin(), ids.end(), page);
    if (it == ids.end()) return nullptr;
    first = static_cast<size_t>(it - ids.begin());
  }
  auto s = std::make_unique<LabScreen>(ctx, first);
  if (still) s->settle();
  s->resize({1280, 720});
  return s;
}

}  // namespace td
