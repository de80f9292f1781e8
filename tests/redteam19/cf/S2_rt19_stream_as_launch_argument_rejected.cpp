#include "common.hpp"
struct K {
  template <class A>
  RSGPU_FN void operator()(rsgpu::Thread, A &&) const {}
};
void f(rsgpu::Stream &s, rsgpu::Stream &other) {
#ifdef RSGPU_CF_OK
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}, 1);
#else
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}, std::move(other));
#endif
}
