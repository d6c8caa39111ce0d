#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "game/play/PracticeWaves.h"
#include "game/render/Palette.h"
#include "game/screens/MenuBackdrop.h"
#include "game/screens/PlayScreen.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/ui/Menu.h"
#include "game/ui/NoticeText.h"
#include "game/ui/UiDraw.h"
#include "io/LevelJson.h"

namespace td {
namespace {

std::string stars(int32_t n) {
  std::string s;
  for (int i = 0; i < 3; ++i) s += i < n ? "\u2605" : "\u2606";
  return s;
}

class LevelSelectScreen : public Screen {
 public:
  explicit LevelSelectScreen(GameContext& ctx) : ctx_(ctx) {
    const auto& levels = ctx.res.levels;
    std::vector<std::string> order;
    for (const auto& file : levels) order.push_back(levelId(file));
    bool previousOpenButBroken = false;
    for (size_t i = 0; i < levels.size(); ++i) {
      const LevelLoad load = loadLevel(levels[i], ctx.res.terrains, &ctx.res.defs);
      // A level that cannot be loaded cannot be won: it does not lock the next.
      const bool open = ctx.progress.isUnlocked(order, i) || previousOpenButBroken;
      previousOpenButBroken = open && !load.ok();
      std::string label = std::to_string(i + 1) + ".  " + (load.ok() ? load.level.name : levels[i].filename().string());
      std::string detail;
      const persist::LevelProgress record = ctx.progress.level(order[i]);
      if (!load.ok()) {
        // The reason, on screen and in full on standard error.
        std::string reason = "unknown error";
        if (!load.errors.empty()) {
          const JsonError& first = load.errors.front();
          reason = first.path.empty() ? first.message : first.path + ": " + first.message;
        }
        // As much as the button holds, cut between characters, not inside one.
        if (reason.size() > 44) {
          size_t cut = 41;
          while (cut > 0 && (static_cast<unsigned char>(reason[cut]) & 0xC0) == 0x80) --cut;
          reason = reason.substr(0, cut) + "...";
        }
        std::fprintf(stderr, "td: %s cannot be loaded:\n", levels[i].string().c_str());
        for (const JsonError& e : load.errors) std::fprintf(stderr, "  %s\n", e.text().c_str());
        detail = "cannot be loaded: " + reason;
      } else if (!open) {
        detail = "locked: finish the level before";
      } else if (record.completed) {
        detail = stars(record.stars) + "   best: " + std::to_string(record.bestLives) + " lives";
      } else {
        detail = std::to_string(load.level.width) + " x " + std::to_string(load.level.height) + "   not yet won";
      }
      menu_.add(label, load.ok() && open, detail);
    }
    menu_.add("Back");
  }

  void resize(sf::Vector2u size) override {
    size_ = size;
    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    title_ = centredTextBox(ctx_.res.font, "Choose a level", 40, w * 0.5f, std::round(h * 0.06f));
    const float top = title_.top + title_.height + 14.f;
    // Room under the levels for a refused level's reason.
    menu_.layoutIn({20.f, top, w - 40.f, h - 70.f - top}, 460.f, 58.f, 44.f, 8.f);
  }

  std::vector<UiPart> parts() const override {
    std::vector<UiPart> p = {{"title", title_}};
    for (const Button& b : menu_.entries()) p.push_back({b.label, b.rect});
    return p;
  }

  void handle(const sf::Event& event) override {
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape) {
      ctx_.stack.pop();
      return;
    }
    const auto picked = menu_.handle(event);
    if (!picked) return;
    ctx_.uiSound(SoundId::Click);
    if (*picked == static_cast<int>(menu_.entries().size()) - 1) {
      ctx_.stack.pop();
      return;
    }
    auto screen = makePlayScreen(ctx_, *picked, error_);
    if (screen) {
      ctx_.stack.clear(std::move(screen));
    } else {
      ctx_.uiSound(SoundId::Refused);
    }
  }

  void update(float dt) override { time_ += dt; }

  void draw(sf::RenderTarget& target) override {
    drawMenuBackdrop(target, time_);
    const float cx = static_cast<float>(size_.x) * 0.5f;
    drawTextCentred(target, ctx_.res.font, "Choose a level", 40, colors::kText, cx, title_.top);
    menu_.draw(target, ctx_.res.font);
    // A refused level's reason, else why results are not being saved.
    const std::string& notice = error_.empty() ? ctx_.progressProblem : error_;
    if (!notice.empty()) {
      drawNoticeText(target, ctx_.res.font, notice, colors::kRefuse, cx, static_cast<float>(size_.y) - 62.f,
                     std::min(static_cast<float>(size_.x) - 40.f, 900.f));
    }
  }

 private:
  GameContext& ctx_;
  Menu menu_;
  std::string error_;
  sf::FloatRect title_;
  sf::Vector2u size_{1280, 720};
  float time_ = 0.f;
};

}  // namespace

std::unique_ptr<Screen> makeLevelSelectScreen(GameContext& ctx) {
  auto s = std::make_unique<LevelSelectScreen>(ctx);
  s->resize({1280, 720});
  return s;
}

std::unique_ptr<Screen> makePlayScreen(GameContext& ctx, int index, std::string& error) {
  if (index < 0 || static_cast<size_t>(index) >= ctx.res.levels.size()) {
    error = "no level " + std::to_string(index + 1);
    return nullptr;
  }
  const auto& file = ctx.res.levels[static_cast<size_t>(index)];
  LevelLoad load = loadLevel(file, ctx.res.terrains, &ctx.res.defs);
  if (!load.ok()) {
    error = load.errors.front().text();
    return nullptr;
  }
  if (load.level.waves.empty()) load.level.waves = practiceWaves(load.level, ctx.res.defs);
  try {
    return std::make_unique<PlayScreen>(ctx, std::move(load.level), file, index);
  } catch (const std::invalid_argument& e) {
    error = file.filename().string() + ": " + e.what();
    return nullptr;
  }
}

}  // namespace td
