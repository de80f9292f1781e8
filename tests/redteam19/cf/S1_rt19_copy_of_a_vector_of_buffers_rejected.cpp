#include "common.hpp"
void f(rsgpu::Stream &s) {
  std::vector<rsgpu::DeviceBuffer<float>> v;
#ifdef RSGPU_CF_OK
  auto w = std::move(v);
#else
  auto w = v; // copies every owner: two frees
#endif
  (void)w;
  (void)s;
}
