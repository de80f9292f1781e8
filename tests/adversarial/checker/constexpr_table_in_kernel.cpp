// S2: a constexpr lookup table indexed at run time in a kernel: constexpr,
// but a table needs memory, and there is none of it on the GPU (nvcc:
// "identifier ... is undefined in device code").
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

constexpr int kWeights[4] = {1, 2, 4, 8};

struct Weigh {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> y) const {
    if (auto e = y.mine(t))
      // CHECK: error[RG0413]: device code uses the host variable `kWeights`
      // CHECK-NEXT: --> {{.*}}constexpr_table_in_kernel.cpp:[[@LINE+1]]
      *e *= kWeights[e.index() % 4];
  }
};
