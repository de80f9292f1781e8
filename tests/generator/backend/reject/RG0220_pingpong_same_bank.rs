//! A "ping-pong" scan whose banks start equal (`pin = pout = 0`): the step
//! reads its neighbour's slot `pin * 128 + t - d` in the bank it writes.
//! RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn pingpong_same_bank(output: &mut [u32]) {
        let temp = shared_array::<u32, 256>();
        let tid = thread_idx_x() as usize;
        let mut pin = 0usize;
        let mut pout = 0usize;
        let mut d = 1usize;
        while d < 128 {
            if tid < 128 {
                let b = if tid >= d { temp.get(pin * 128 + tid - d) } else { 0 };
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
