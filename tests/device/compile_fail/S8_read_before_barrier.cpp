// S8: reading a slot another thread wrote needs a barrier in between.
#include <rsgpu/rsgpu.hpp>
#include <utility>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 32>(b, [] {});
    s.mine(b) = 1.0f;
#ifndef RSGPU_CF_OK
    float v = s[(b.thread_rank() + 1) % 32];
#else
    auto r = b.sync(std::move(s));
    float v = r[(b.thread_rank() + 1) % 32];
#endif
    if (auto e = rsgpu::mine(y, t)) *e = v;
  }
};
int main() {}
