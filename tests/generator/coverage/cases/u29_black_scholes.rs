use diff::*;
use kernel::u29_black_scholes;

fn main() {
    diff::main(|d| {
        for (n, grid, block) in [(1usize, 1usize, 32usize), (300, 2, 64), (1000, 4, 128)] {
            launch!(d, threads(grid, block),
                    u29_black_scholes(spot = buf(from_fn(n, |i| 5.0 + (hash(2909, i) % 3000) as f32 / 100.0)),
                                      strike = buf(from_fn(n, |i| 1.0 + (hash(2910, i) % 10000) as f32 / 100.0)),
                                      years = buf(from_fn(n, |i| 0.25 + (hash(2911, i) % 1000) as f32 / 100.0)),
                                      r = val(0.02f32), vol = val(0.3f32),
                                      call = buf_mut(zeros(n)), put = buf_mut(zeros(n))));
        }
    });
}
