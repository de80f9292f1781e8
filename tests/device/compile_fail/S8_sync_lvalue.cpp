// S8: the barrier consumes the old phase; keeping it would allow writes
// after the barrier that other threads read.
#include <rsgpu/rsgpu.hpp>
#include <utility>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 32>(b, [] {});
    s.mine(b) = 1.0f;
#ifndef RSGPU_CF_OK
    auto r = b.sync(s);
#else
    auto r = b.sync(std::move(s));
#endif
    (void)r;
  }
};
int main() {}
