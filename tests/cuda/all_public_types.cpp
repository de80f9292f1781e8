// Compiled to PTX by nvcc (sm_90 and sm_80): every public type of the core
// library used in device code and in the host-side launch path.
#include <rsgpu/rsgpu.hpp>

struct Particle {
  float x, v;
};
RSGPU_DEVICE_COPY(Particle);

struct UsesEverything {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y, rsgpu::SliceMut<Particle> ps,
                           float a, int n) const {
    rsgpu::Block b = t.block();
    rsgpu::Dim3 d = t.block_dim();
    RSGPU_ASSERT(n >= 0, "n must be non-negative");
    if (auto yi = y.mine(t)) *yi = a * x[yi.index()] + *yi + float(d.x + b.thread_rank());
    for (auto p : ps.grid_stride(t)) {
      Particle q = (*p).get();
      q.x += q.v;
      (*p).set(q);
    }
    b.sync();
    if (t.global_id() == 0 && x.len() > 1) y.unsafe_at(0) += x.subslice(1, 1)[0];
    if (n < 0) RSGPU_PANIC("unreachable");
  }
};

rsgpu::Result<void> run(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &x,
                        rsgpu::DeviceBuffer<float> &y, rsgpu::DeviceBuffer<Particle> &ps) {
  RSGPU_TRY(rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(y.len()), UsesEverything{},
                          x.borrow(), y.borrow_mut(), ps.borrow_mut(), 2.0f, 3));
  auto box = rsgpu::DeviceBox<int>::create(s, 1);
  if (!box) return rsgpu::err(box.error());
  RSGPU_TRY(s.synchronize());
  return {};
}
