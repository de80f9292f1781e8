#include "common.hpp"
struct K {
  RSGPU_FN void operator()(rsgpu::Thread t) const {
#ifdef RSGPU_CF_OK
    auto q = t.block().tile<16>();
#else
    auto q = t.block().tile<12>();
#endif
    (void)q.reduce(1, rsgpu::Plus{});
  }
};
void f(rsgpu::Stream &s) { (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}); }
