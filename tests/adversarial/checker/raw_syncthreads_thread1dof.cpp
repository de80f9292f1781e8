// S8: raw __syncthreads in a Thread1DOf<N> kernel.
// ARGS: --deny-warnings
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

struct Raw {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<128> t,
                           rsgpu::SliceMut<float> y) const {
    if (auto e = y.mine(t))
      *e = 1.0f;
    // CHECK: {{(warning|error)}}[RG0406]: {{.*}}__syncthreads
    // CHECK-NEXT: --> {{.*}}raw_syncthreads_thread1dof.cpp:[[@LINE+1]]
    __syncthreads();
  }
};
