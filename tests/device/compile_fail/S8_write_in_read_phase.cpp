// S8: after the barrier the slice is read-only until the next barrier.
#include <rsgpu/rsgpu.hpp>
#include <utility>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 32>(b, [] {});
    s.mine(b) = 1.0f;
    auto r = b.sync(std::move(s));
    float v = r[(b.thread_rank() + 1) % 32];
#ifndef RSGPU_CF_OK
    r.mine(b) = v; // no barrier since the reads
#else
    auto w = b.sync(std::move(r));
    w.mine(b) = v;
#endif
  }
};
int main() {}
