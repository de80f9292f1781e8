// saxpy as a Thread1D kernel with rsgpu::mine (what examples/saxpy would be
// with the 1-D handle): compared with raw_Saxpy1D in raw_twins.cu.
#include <rsgpu/rsgpu.hpp>

struct Saxpy1D {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y, float a) const {
    if (auto yi = rsgpu::mine(y, t)) *yi = a * x[yi.index()] + *yi;
  }
};

// Instantiate the entry without a host program around it.
template __global__ void
rsgpu::detail::rsgpu_entry<Saxpy1D, rsgpu::Slice<const float>,
                           rsgpu::SliceMut<float>, float>(
    Saxpy1D, rsgpu::Slice<const float>, rsgpu::SliceMut<float>, float);
