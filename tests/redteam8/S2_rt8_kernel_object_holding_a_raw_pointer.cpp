// S2 (red team 8): LIB "The kernel is a capture-free function object" and
// "Raw pointers ... are compile errors; every such error starts with
// `rsgpu S2:`". The kernel object itself crosses the launch boundary: one
// holding a host pointer is a capturing function object by another name.
// Expected: rsgpu S2. Twin (RSGPU_CF_OK): the value as a launch argument.
#include <rsgpu/rsgpu.hpp>

static float host_table[64];

#ifndef RSGPU_CF_OK
struct Scale {
  float *table; // a host pointer carried by the kernel object
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    if (auto e = y.mine(t)) *e = table[e.index()];
  }
};
#else
struct Scale {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    if (auto e = y.mine(t)) *e = 1.0f;
  }
};
#endif

rsgpu::Result<void> run(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &y) {
#ifndef RSGPU_CF_OK
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(64), Scale{host_table},
                       y.borrow_mut());
#else
  (void)host_table;
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(64), Scale{}, y.borrow_mut());
#endif
}
int main() {}
