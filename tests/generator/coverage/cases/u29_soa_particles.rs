use diff::*;
use kernel::u29_soa_particles;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            let unit = |s| from_fn(n, move |i| (hash(s, i) % 1000) as f32 / 999.0);
            launch!(d, threads(n.div_ceil(block), block),
                    u29_soa_particles(px = buf_mut(unit(2929)), py = buf_mut(unit(2930)), vx = buf_mut(floats(n, 2931)),
                                      vy = buf_mut(floats(n, 2932)), dt = val(0.01f32), g = val(9.81f32)));
        }
    });
}
