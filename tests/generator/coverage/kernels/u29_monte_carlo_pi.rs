//! Monte Carlo pi: a `XorShift32` RNG struct seeded per thread (`wrapping_mul` of the id), uniform floats
//! through `f32::from_bits(0x3f80_0000 | bits >> 9) - 1.0`, hits per thread plus an atomic total.
#![no_std]
use core::sync::atomic::Ordering;
use rsgpu::*;

struct XorShift32 {
    state: u32,
}

impl XorShift32 {
    fn new(seed: u32) -> Self {
        XorShift32 { state: seed.wrapping_mul(0x9E37_79B9) | 1 }
    }
    fn next_u32(&mut self) -> u32 {
        let mut x = self.state;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.state = x;
        x
    }
    fn next_f32(&mut self) -> f32 {
        f32::from_bits(0x3f80_0000 | (self.next_u32() >> 9)) - 1.0
    }
}

rsgpu::kernel! {
    pub fn u29_monte_carlo_pi(samples: u32, seed: u32, hits: &mut [u32], total: &Atomic<u64>) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= hits.len() {
            return;
        }
        let mut rng = XorShift32::new(seed ^ i as u32);
        let mut inside = 0u32;
        for _ in 0..samples {
            let (x, y) = (rng.next_f32(), rng.next_f32());
            if x * x + y * y <= 1.0 {
                inside += 1;
            }
        }
        hits[i] = inside;
        total.fetch_add(inside as u64, Ordering::Relaxed);
    }
}
