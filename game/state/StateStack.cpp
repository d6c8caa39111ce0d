#include "game/state/StateStack.h"

#include <utility>

#include "game/ui/UiDraw.h"

namespace td {

void StateStack::push(std::unique_ptr<Screen> screen) { pending_.push_back({Op::Push, std::move(screen), nullptr}); }

void StateStack::pop() { pending_.push_back({Op::Pop, nullptr, nullptr}); }

void StateStack::popThrough(const Screen* screen) { pending_.push_back({Op::PopThrough, nullptr, screen}); }

void StateStack::replace(std::unique_ptr<Screen> screen) {
  pop();
  push(std::move(screen));
}

void StateStack::clear(std::unique_ptr<Screen> screen) {
  pending_.push_back({Op::Clear, nullptr, nullptr});
  if (screen) push(std::move(screen));
}

void StateStack::applyPending() {
  // Requests made while applying (a constructor pushing another screen) wait
  // for the next frame, so take the list first.
  std::vector<Request> requests = std::move(pending_);
  pending_.clear();
  for (Request& r : requests) {
    switch (r.op) {
      case Op::Push:
        if (r.screen) {
          if (size_.x > 0) r.screen->resize(sizeFor(*r.screen));
          screens_.push_back(std::move(r.screen));
        }
        break;
      case Op::Pop:
        if (!screens_.empty()) screens_.pop_back();
        break;
      case Op::PopThrough: {
        size_t i = screens_.size();
        while (i > 0 && screens_[i - 1].get() != r.target) --i;
        // Top first, as for Clear.
        if (i > 0) {
          while (screens_.size() >= i) screens_.pop_back();
        }
        break;
      }
      case Op::Clear:
        // Top first: an overlay may refer to the screen under it.
        while (!screens_.empty()) screens_.pop_back();
        break;
    }
  }
}

sf::Vector2u StateStack::sizeFor(const Screen& screen) const {
  return screen.scalesWithInterface() ? scale_.logical : size_;
}

void StateStack::pad(PadCommand command) {
  Screen* s = top();
  if (s == nullptr || !s->scalesWithInterface() || s->pad(command)) return;
  const sf::Keyboard::Key key = padKey(command);
  if (key == sf::Keyboard::Unknown) return;
  sf::Event e;
  e.type = sf::Event::KeyPressed;
  e.key = {key, false, false, false, false};
  s->handle(e);
  // The screen may have closed itself on the press: the release goes to whichever is on top now.
  if (Screen* now = top(); now != nullptr && now->scalesWithInterface()) {
    e.type = sf::Event::KeyReleased;
    now->handle(e);
  }
}

void StateStack::handle(const sf::Event& event) {
  Screen* s = top();
  if (s == nullptr) return;
  if (!s->scalesWithInterface()) {
    s->handle(event);
    return;
  }
  // Mouse positions in the logical units the screen laid itself out in.
  sf::Event e = event;
  const auto map = [this](int& x, int& y) {
    const sf::Vector2i p = scale_.toLogical(x, y);
    x = p.x;
    y = p.y;
  };
  switch (e.type) {
    case sf::Event::MouseMoved:
      map(e.mouseMove.x, e.mouseMove.y);
      break;
    case sf::Event::MouseButtonPressed:
    case sf::Event::MouseButtonReleased:
      map(e.mouseButton.x, e.mouseButton.y);
      break;
    case sf::Event::MouseWheelScrolled:
      map(e.mouseWheelScroll.x, e.mouseWheelScroll.y);
      break;
    default:
      break;
  }
  s->handle(e);
}

bool StateStack::interceptClose() {
  for (auto it = screens_.rbegin(); it != screens_.rend(); ++it) {
    if ((*it)->interceptClose()) return true;
  }
  return false;
}

void StateStack::update(float dt) {
  if (Screen* s = top()) s->update(dt);
}

void StateStack::draw(sf::RenderTarget& target) {
  if (screens_.empty()) return;
  size_t first = screens_.size() - 1;
  while (first > 0 && screens_[first]->overlay()) --first;
  for (size_t i = first; i < screens_.size(); ++i) {
    Screen& s = *screens_[i];
    // A stack never resized (a test drawing straight away) draws as the target is.
    const bool scaled = s.scalesWithInterface() && size_.x > 0;
    const sf::Vector2u pixels = target.getSize();
    target.setView(scaled
                       ? scale_.view()
                       : sf::View(sf::FloatRect(0.f, 0.f, static_cast<float>(pixels.x), static_cast<float>(pixels.y))));
    setTextScale(scaled ? sf::Vector2f(scale_.scaleX(), scale_.scaleY()) : sf::Vector2f(1.f, 1.f));
    s.draw(target);
  }
  setTextScale({1.f, 1.f});
}

void StateStack::resize(sf::Vector2u size) {
  size_ = size;
  scale_ = UiScale::forWindow(size, interfaceSize_);
  for (auto& s : screens_) s->resize(sizeFor(*s));
}

void StateStack::setInterfaceSize(float setting) {
  if (setting == interfaceSize_) return;
  interfaceSize_ = setting;
  if (size_.x > 0) resize(size_);
}

}  // namespace td
