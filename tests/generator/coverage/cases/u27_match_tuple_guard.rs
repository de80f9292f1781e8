use diff::*;
use kernel::u27_match_tuple_guard;

fn main() {
    diff::main(|d| {
        for n in [1usize, 100, 500] {
            launch!(d, threads(n.div_ceil(128), 128),
                    u27_match_tuple_guard(vals = buf(from_fn(n, |i| if i % 5 == 0 { (hash(52, i) % 25) as i32 } else { hash(53, i) as i32 % 3000 })),
                                          flags = buf(bytes(n, 54)), out = buf_mut(zeros(n))));
        }
    });
}
