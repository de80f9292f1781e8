#include "common.hpp"
struct K {
  RSGPU_FN void operator()(rsgpu::Thread t) const {
    auto b = t.block();
#ifdef RSGPU_CF_OK
    auto s = rsgpu::shared<unsigned, 32>(b, [] {});
#else
    auto s = rsgpu::shared<rsgpu::Thread1D, 32>(b, [] {});
#endif
    (void)s;
  }
};
void f(rsgpu::Stream &s) { (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}); }
