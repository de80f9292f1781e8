// S2 twin: what device code may read: constexpr constants (also of class
// type) and const scalars (nvcc folds them), __device__/__constant__
// variables (device memory), static constexpr members, and unevaluated uses
// of a host global.
// ARGS: --deny-warnings
#include <rsgpu/rsgpu.hpp>

constexpr float kScale = 2.0f;
const float kOffset = 0.5f;
struct Pair {
  int a, b;
};
constexpr Pair kPair{1, 2};
__device__ float g_device_bias = 0.0f;
__constant__ float g_constant_bias = 0.0f;
float g_host_only = 1.0f; // used only in sizeof below

struct Params {
  static constexpr int kShift = 1;
};

struct Mix {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    if (auto e = y.mine(t))
      *e = kScale * *e + kOffset + float(kPair.b + Params::kShift) +
           g_device_bias + g_constant_bias + float(sizeof(g_host_only));
  }
};

float host_side() { return g_host_only * kScale; } // host code: fine
// CHECK-NOT: RG04
