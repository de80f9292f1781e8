#include "common.hpp"
#include <tuple>
struct K {
  template <class A> RSGPU_FN void operator()(rsgpu::Thread, A &&) const {}
};
void f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &y) {
#ifdef RSGPU_CF_OK
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}, y.borrow());
#else
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}, std::make_tuple(y.borrow()));
#endif
}
