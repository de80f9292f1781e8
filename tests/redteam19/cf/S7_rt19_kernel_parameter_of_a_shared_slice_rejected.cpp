#include "common.hpp"
struct K {
#ifdef RSGPU_CF_OK
  RSGPU_FN void operator()(rsgpu::Thread, int) const {}
#else
  RSGPU_FN void operator()(rsgpu::Thread, rsgpu::SharedSlice<float, 32>) const {}
#endif
};
void f(rsgpu::Stream &s) {
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}, 1);
}
