// headers.launch_tu_ratio: the same kernel launched from host code in the
// same translation unit (rsgpu::launch + DeviceBuffer + Stream), including
// only the headers that needs rather than <rsgpu/rsgpu.hpp>. Compared with
// bench/headers/saxpy_raw.cu (raw kernel + cudaMalloc/cudaMemcpy host code).
#include <vector>

#include <rsgpu/exec/launch.hpp>
#include <rsgpu/exec/stream.hpp>
#include <rsgpu/memory/device_buffer.hpp>

struct Saxpy {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y, float a) const {
    if (auto yi = y.mine(t)) *yi = a * x[yi.index()] + *yi;
  }
};

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return 1;
  std::vector<float> hx(1000, 1.0f), hy(1000, 2.0f);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::from_host(*s, hy);
  if (!x || !y) return 1;
  auto r = rsgpu::launch(*s, rsgpu::LaunchConfig::for_elements(1000), Saxpy{}, x->borrow(),
                         y->borrow_mut(), 3.0f);
  return r && y->copy_to_host(hy) && hy[0] == 5.0f ? 0 : 1;
}
