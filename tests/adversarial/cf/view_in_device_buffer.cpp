// S2: a kernel keeps its SliceMut in device memory, so a
// later kernel can write the buffer while holding no borrow of it. A view is a
// launch argument bound to its borrow, not data: DeviceBuffer<SliceMut<T>>
// must not compile.
#include <rsgpu/rsgpu.hpp>

#ifndef RSGPU_CF_OK
using Kept = rsgpu::SliceMut<float>;
#else
using Kept = float;
#endif

struct Stash {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y,
                           rsgpu::SliceMut<Kept> keep) const {
    (void)y;
    (void)t;
    (void)keep;
  }
};

rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &y) {
  auto keep = rsgpu::DeviceBuffer<Kept>::zeroed(s, 1);
  if (!keep)
    return rsgpu::err(keep.error());
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(1), Stash{},
                       y.borrow_mut(), keep->borrow_mut());
}
