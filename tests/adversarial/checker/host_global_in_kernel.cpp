// S2: a kernel reading a host global runs on the emulator
// but does not compile for the GPU; the checker must say so before nvcc does.
// ARGS: --deny-warnings
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

float g_scale = 2.0f;
constexpr float kOffset = 1.0f; // fine: a constant

struct Scale {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    // CHECK: {{(warning|error)}}[RG04{{[0-9][0-9]}}]: {{.*}}g_scale
    // CHECK-NEXT: --> {{.*}}host_global_in_kernel.cpp:[[@LINE+2]]
    if (auto e = y.mine(t))
      *e = g_scale * *e + kOffset;
  }
};
