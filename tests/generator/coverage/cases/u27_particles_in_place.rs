use diff::*;
use kernel::{u27_particles_in_place, Particle};

fn main() {
    diff::main(|d| {
        for (n, steps) in [(1usize, 1u32), (64, 10), (100, 25)] {
            let f = floats(4 * n, 80);
            let ps = from_fn(n, |i| Particle { pos: [f[4 * i], f[4 * i + 1].abs()], vel: [f[4 * i + 2], f[4 * i + 3]], bounces: 0 });
            launch!(d, threads(n.div_ceil(64), 64), u27_particles_in_place(ps = buf_mut(ps), dt = val(0.0625f32), steps = val(steps)));
        }
    });
}
