// S10: thread-block clusters exist only on sm_90+ (compiled with -arch=sm_80).
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<unsigned> y) const {
#ifndef RSGPU_CF_OK
    unsigned r = t.block().cluster().rank();
#else
    unsigned r = 0;
#endif
    if (auto e = rsgpu::mine(y, t)) *e = r;
  }
};
template __global__ void
rsgpu::detail::rsgpu_entry<K, rsgpu::SliceMut<unsigned>>(K, rsgpu::SliceMut<unsigned>);
int main() {}
