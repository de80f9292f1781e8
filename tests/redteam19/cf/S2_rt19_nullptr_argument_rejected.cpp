#include "common.hpp"
struct K {
  RSGPU_FN void operator()(rsgpu::Thread, const float *) const {}
};
struct KOk {
  RSGPU_FN void operator()(rsgpu::Thread, int) const {}
};
void f(rsgpu::Stream &s) {
#ifdef RSGPU_CF_OK
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, KOk{}, 0);
#else
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}, nullptr);
#endif
}
