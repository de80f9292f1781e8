//! The banks are swapped by even threads only: odd threads keep reading the
//! bank the even ones now write. RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn pingpong_divergent_swap(output: &mut [u32]) {
        let temp = shared_array::<u32, 256>();
        let tid = thread_idx_x() as usize;
        let mut pin = 0usize;
        let mut pout = 1usize;
        let mut d = 1usize;
        while d < 128 {
            if tid < 128 {
                let a = temp.get(pin * 128 + tid);
                temp.set(pout * 128 + tid, a.wrapping_add(1));
            }
            sync_threads();
            if tid % 2 == 0 {
                let tmp = pin;
                pin = pout;
                pout = tmp;
            }
            d *= 2;
        }
        if tid < output.len() && tid < 128 {
            output[tid] = temp.get(pin * 128 + tid);
        }
    }
}
// CHECK: error[RG022{{[01]}}]: {{.*}}temp[
