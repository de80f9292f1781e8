#include "common.hpp"
struct K {
  template <class A> RSGPU_FN void operator()(rsgpu::Thread, A) const {}
};
void f(rsgpu::Stream &s) {
#ifdef RSGPU_CF_OK
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}, 'x');
#else
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}, "host text");
#endif
}
