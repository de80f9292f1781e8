// saxpy as a Thread1D kernel with the free function rsgpu::mine over a zipped
// view (examples/saxpy uses the member yx.mine(t)): compared with raw_Saxpy1D
// in raw_twins.cu.
#include <rsgpu/rsgpu.hpp>

using YX = rsgpu::Zip<rsgpu::SliceMut<float>, rsgpu::Slice<const float>>;

struct Saxpy1D {
  RSGPU_FN void operator()(rsgpu::Thread1D t, YX yx, float a) const {
    if (auto e = rsgpu::mine(yx, t)) {
      auto [y, x] = *e;
      y = a * x + y;
    }
  }
};

// Instantiate the entry without a host program around it.
template __global__ void
rsgpu::detail::rsgpu_entry<Saxpy1D, YX, float>(Saxpy1D, YX, float);
