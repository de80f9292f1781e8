// headers.kernel_tu_ratio: a kernel translation unit that includes only what
// its kernel uses (rsgpu's thread and slice views): the functor and one
// extern "C" entry, as rsgpu-gen's k.kernels.cu entries and the JIT path use
// it, no host code. Compared with bench/headers/saxpy_raw.cu.
#include <rsgpu/exec/thread.hpp>
#include <rsgpu/memory/slice.hpp>

struct Saxpy {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y, float a) const {
    if (auto yi = y.mine(t)) *yi = a * x[yi.index()] + *yi;
  }
};

extern "C" __global__ void saxpy_entry(rsgpu::Slice<const float> x,
                                       rsgpu::SliceMut<float> y, float a) {
  Saxpy{}(rsgpu::Thread{}, x, y, a);
}
