//! The neighbour read `pin * 128 + t - d` without `t >= d`: for t < d it
//! reaches below bank `pin`, into the bank another thread writes (at
//! opt-level 3 it wraps; at 0 it panics only in bank 0). RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn pingpong_unguarded_offset(output: &mut [u32]) {
        let temp = shared_array::<u32, 256>();
        let tid = thread_idx_x() as usize;
        let mut pin = 1usize;
        let mut pout = 0usize;
        let mut d = 1usize;
        while d < 128 {
            if tid < 128 {
                let b = temp.get((pin * 128 + tid).wrapping_sub(d));
                temp.set(pout * 128 + tid, b.wrapping_add(1));
            }
            sync_threads();
            let tmp = pin;
            pin = pout;
            pout = tmp;
            d *= 2;
        }
        if tid < output.len() && tid < 128 {
            output[tid] = temp.get(pin * 128 + tid);
        }
    }
}
// CHECK: error[RG0220]: read of `temp[{{.*}}]` may see another thread's write of `temp[{{.*}}]`: no barrier between them
