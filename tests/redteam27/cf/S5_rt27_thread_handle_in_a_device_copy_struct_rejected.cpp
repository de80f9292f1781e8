// A Thread1D kept in a RSGPU_DEVICE_COPY struct lives in device memory (and
// DeviceBuffer::zeroed makes one from nothing): a handle no launch() checked,
// as DeviceBuffer<Thread1D> would be (refused:
// S5_adv_thread_handle_in_device_buffer_rejected).
#include "common.hpp"
struct Held {
#ifdef RSGPU_CF_OK
  unsigned id;
#else
  rsgpu::Thread1D t;
#endif
};
RSGPU_DEVICE_COPY(Held);
void f(rsgpu::Stream &s) {
  auto b = rsgpu::DeviceBuffer<Held>::zeroed(s, 1);
  (void)b;
}
