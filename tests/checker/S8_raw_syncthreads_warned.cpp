// S8: a raw __syncthreads()/__syncwarp() in an rsgpu kernel bypasses the
// barrier checks; the warning names Block::sync.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct Raw {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    // CHECK: warning[RG0406]: raw `__syncthreads` in device code bypasses rsgpu's checks
    // CHECK-NEXT: --> {{.*}}S8_raw_syncthreads_warned.cpp:[[@LINE+2]]:5
    // CHECK: = help: use the block handle's barrier, `t.block().sync()`
    __syncthreads();
    // CHECK: warning[RG0406]: raw `__syncwarp` in device code
    __syncwarp();
  }
};
