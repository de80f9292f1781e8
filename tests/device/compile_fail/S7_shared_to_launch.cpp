// S7: shared memory cannot be passed to a kernel (it lives for one block).
#include <rsgpu/rsgpu.hpp>
#include <utility>

struct UseFloat {
  RSGPU_FN void operator()(rsgpu::Thread, float) const {}
};

template <class Arg> void pass(rsgpu::Stream &s, Arg &&a) {
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, UseFloat{}, std::move(a));
}
#ifndef RSGPU_CF_OK
template void pass(rsgpu::Stream &, rsgpu::SharedSlice<float, 32> &&);
#else
template void pass(rsgpu::Stream &, float &&);
#endif
int main() {}
