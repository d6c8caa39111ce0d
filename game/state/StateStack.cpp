#include "game/state/StateStack.h"

#include <utility>

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
          if (size_.x > 0) r.screen->resize(size_);
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

void StateStack::handle(const sf::Event& event) {
  if (Screen* s = top()) s->handle(event);
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
  for (size_t i = first; i < screens_.size(); ++i) screens_[i]->draw(target);
}

void StateStack::resize(sf::Vector2u size) {
  size_ = size;
  for (auto& s : screens_) s->resize(size);
}

}  // namespace td
