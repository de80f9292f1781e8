//! Banks taken from a kernel parameter: `pin` and `pout` may be equal (or so
//! large that `bank * 128` wraps), so the two writes may meet. RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn pingpong_param_bank(output: &mut [u32], k: usize) {
        let temp = shared_array::<u32, 256>();
        let tid = thread_idx_x() as usize;
        let pin = k;
        let pout = k / 2;
        if tid < 128 {
            temp.set(pin * 128 + tid, 1);
            temp.set(pout * 128 + tid, 2);
        }
        sync_threads();
        if tid < output.len() && tid < 128 {
            output[tid] = temp.get(tid);
        }
    }
}
// CHECK: error[RG0221]: write to `temp[{{.*}}]` may collide with the write `temp[{{.*}}]` in one barrier phase
