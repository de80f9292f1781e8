// Raw-bypass negatives: `// rsgpu: allow(...)` on the line or the line
// above, [[clang::annotate("rsgpu::allow")]] on a kernel, host code that
// allocates, and pointer arithmetic on ordinary arrays in a kernel.
// EXIT: 0
// CHECK-NOT: RG04
#include <cstdlib>
#include <rsgpu/rsgpu.hpp>

struct Deliberate {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y) const {
    __syncthreads(); // rsgpu: allow(raw-sync)
    if (auto e = y.mine(t)) {
      int *p = e.ref().operator->();
      // rsgpu: allow(raw-atomic, raw-pointer)
      atomicAdd(p + 0, 1);
    }
    int local[4] = {0, 1, 2, 3};
    int *q = local;
    q[2] += *(q + 1);
  }
};

struct [[clang::annotate("rsgpu::allow")]] Legacy {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    float v = __shfl_sync(0xffffffffu, 1.0f, 0);
    (void)v;
    __syncthreads();
  }
};

void host_side() {
  void *p = std::malloc(64);
  float *d = nullptr;
  cudaMalloc(&d, 64);
  std::free(p);
}
