//! A user-defined iterator (`impl Iterator for XorShift`) used with adapters: `take(n)`, `map`,
//! `filter`, `sum`, `max`; Monte-Carlo estimate per thread of hits inside the unit circle.
#![no_std]
use rsgpu::*;

struct XorShift {
    state: u32,
}

impl XorShift {
    fn seeded(seed: u32) -> Self {
        XorShift { state: seed | 1 }
    }
}

impl Iterator for XorShift {
    type Item = u32;
    fn next(&mut self) -> Option<u32> {
        let mut x = self.state;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.state = x;
        Some(x)
    }
}

rsgpu::kernel! {
    pub fn u27_custom_iterator_rng(seeds: &[u32], hits: &mut [u32], top: &mut [u32], samples: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= seeds.len() || i >= hits.len() || i >= top.len() {
            return;
        }
        let rng = XorShift::seeded(seeds[i]);
        hits[i] = rng
            .take(samples)
            .map(|r| ((r >> 16) as f32 / 65536.0, (r & 0xffff) as f32 / 65536.0))
            .filter(|&(x, y)| x * x + y * y <= 1.0)
            .count() as u32;
        top[i] = XorShift::seeded(seeds[i] ^ 0x9e37).take(samples).max().unwrap_or(0);
    }
}
