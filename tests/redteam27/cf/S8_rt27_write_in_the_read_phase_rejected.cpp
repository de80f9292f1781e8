#include "common.hpp"
struct K {
  RSGPU_FN void operator()(rsgpu::Thread t) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 32>(b, [] {});
    s.mine(b) = 1.0f;
    auto r = b.sync(std::move(s));
#ifdef RSGPU_CF_OK
    float v = r[0];
    (void)v;
#else
    r[0] = 2.0f; // while other threads read slot 0
#endif
  }
};
void f(rsgpu::Stream &s) { (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}); }
